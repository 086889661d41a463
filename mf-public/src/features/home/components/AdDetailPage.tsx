import { Link, useParams } from 'react-router-dom';

export function AdDetailPage() {
  const { id } = useParams();
  return (
    <section className="pl-card pub-page" aria-labelledby="ad-title">
      <h1 id="ad-title">Aviso {id}</h1>
      <p>El detalle de los avisos estará disponible muy pronto.</p>
      <Link to="/home">Volver a la búsqueda</Link>
    </section>
  );
}

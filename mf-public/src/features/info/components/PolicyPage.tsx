import { Link } from 'react-router-dom';

const TITLES = {
  postulante: 'Política de privacidad para postulantes',
  empresa: 'Política de privacidad para empresas y reclutadores',
} as const;

export function PolicyPage({ audience }: { audience: keyof typeof TITLES }) {
  return (
    <article className="pl-card pub-page" aria-labelledby="policy-title">
      <h1 id="policy-title">{TITLES[audience]}</h1>
      <p>
        Tratamos tus datos personales conforme a la Ley 25.326 de Protección de los Datos Personales. El texto completo
        de esta política se publicará en esta página.
      </p>
      <p>
        <Link to="/">Volver a la página principal</Link>
      </p>
    </article>
  );
}

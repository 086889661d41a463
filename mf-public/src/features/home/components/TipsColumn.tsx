const TIPS = [
  {
    title: 'Completá tu CV',
    text: 'Las empresas ven primero los perfiles con experiencia, estudios y datos de contacto al día.',
  },
  {
    title: 'Leé el aviso entero',
    text: 'Antes de postularte revisá los requisitos, la modalidad y la zona de trabajo.',
  },
  {
    title: 'Respondé con ejemplos',
    text: 'Si el aviso tiene preguntas, contá situaciones concretas en pocas líneas.',
  },
  {
    title: 'Hacé los tests',
    text: 'Los tres tests de Postulate suman información a tu perfil y muchas empresas los consideran.',
  },
  {
    title: 'Cuidate de los engaños',
    text: 'Ninguna empresa seria te pide dinero para postularte ni para una entrevista.',
  },
];

/** The tips column 'Consejos y sugerencias'. */
export function TipsColumn() {
  return (
    <aside className="pub-tips pl-card" aria-labelledby="tips-title">
      <h2 id="tips-title" className="pub-side-title">
        Consejos y sugerencias
      </h2>
      <ul className="pub-tips__list">
        {TIPS.map((tip) => (
          <li key={tip.title}>
            <strong>{tip.title}.</strong> {tip.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}

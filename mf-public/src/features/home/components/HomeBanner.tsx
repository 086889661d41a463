import { useEffect, useState, type ReactNode } from 'react';
import { Icon } from '@postulate/ui';
import { HealthArt, IndustryArt, LogisticsArt, SalesArt, TechArt } from './BannerArt';

/** The spec's banner shows five images; these are drawings of our own. */
const SLIDES = [
  { caption: 'Logística y transporte', Art: LogisticsArt },
  { caption: 'Salud', Art: HealthArt },
  { caption: 'Tecnología', Art: TechArt },
  { caption: 'Producción e industria', Art: IndustryArt },
  { caption: 'Ventas y comercio', Art: SalesArt },
];
const SLIDE_MS = 6000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The home's hero: the page title and, beside it, the five images turning every few seconds. */
export function HomeBanner({ title, children }: { title: string; children?: ReactNode }) {
  const [index, setIndex] = useState(0);
  // Moving content can be paused (WCAG 2.2.2); it does not move at all for people who asked for less motion.
  const [paused, setPaused] = useState(prefersReducedMotion);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % SLIDES.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const { caption, Art } = SLIDES[index];
  const go = (step: number) => setIndex((current) => (current + step + SLIDES.length) % SLIDES.length);

  return (
    <section className="pub-hero" aria-labelledby="hero-title">
      <div className="pub-hero__text">
        <h1 id="hero-title">{title}</h1>
        <p>Avisos de empresas de todo el país: buscá por nombre del puesto o por provincia y postulate en minutos.</p>
        {children}
      </div>
      <figure className="pub-hero__art" aria-roledescription="carrusel" aria-label="Rubros con avisos publicados">
        <svg viewBox="0 0 320 200" role="img" aria-label={caption} className="pub-hero__image">
          <Art />
        </svg>
        <figcaption className="pub-hero__caption">
          <span aria-live={paused ? 'polite' : 'off'}>
            {caption} <span className="pub-muted">({index + 1} de {SLIDES.length})</span>
          </span>
          <span className="pub-hero__controls">
            <button type="button" className="pub-icon-button" onClick={() => go(-1)} aria-label="Imagen anterior">
              <Icon name="chevron-left" size={18} />
            </button>
            <button
              type="button"
              className="pub-icon-button"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
              aria-pressed={paused}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
            <button type="button" className="pub-icon-button" onClick={() => go(1)} aria-label="Imagen siguiente">
              <Icon name="chevron-right" size={18} />
            </button>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}

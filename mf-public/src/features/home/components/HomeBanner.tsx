import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Icon } from '@postulate/ui';
import { LogisticsArt } from './BannerArt';

/** A drawing seen only once the banner turns: it loads then, not with the visitor's first page. */
const later = (name: 'HealthArt' | 'TechArt' | 'IndustryArt' | 'SalesArt') =>
  lazy(() => import('./MoreBannerArt').then((module) => ({ default: module[name] })));

/** The spec's banner shows five images; these are drawings of our own. */
const SLIDES = [
  { caption: 'Logística y transporte', Art: LogisticsArt },
  { caption: 'Salud', Art: later('HealthArt') },
  { caption: 'Tecnología', Art: later('TechArt') },
  { caption: 'Producción e industria', Art: later('IndustryArt') },
  { caption: 'Ventas y comercio', Art: later('SalesArt') },
];
const SLIDE_MS = 6000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The home's hero: the page title and, beside it, the five images turning every few seconds. */
export function HomeBanner({ title, children }: { title: string; children?: ReactNode }) {
  const [index, setIndex] = useState(0);
  // Moving content can be paused (WCAG 2.2.2); it does not move at all for people who asked for less motion.
  const [paused, setPaused] = useState(prefersReducedMotion);
  // A turn is a transition: until a drawing not yet loaded arrives, the current one stays.
  const turn = (step: number) => startTransition(() => setIndex((current) => (current + step + SLIDES.length) % SLIDES.length));

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => turn(1), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const { caption, Art } = SLIDES[index];

  return (
    <section className="pub-hero" aria-labelledby="hero-title">
      <div className="pub-hero__text">
        <h1 id="hero-title">{title}</h1>
        <p>Avisos de empresas de todo el país: buscá por nombre del puesto o por provincia y postulate en minutos.</p>
        {children}
      </div>
      <figure className="pub-hero__art" aria-roledescription="carrusel" aria-label="Rubros con avisos publicados">
        <svg viewBox="0 0 320 200" role="img" aria-label={caption} className="pub-hero__image">
          <Suspense fallback={null}>
            <Art />
          </Suspense>
        </svg>
        <figcaption className="pub-hero__caption">
          <span aria-live={paused ? 'polite' : 'off'}>
            {caption}{' '}
            <span className="pub-muted">
              ({index + 1} de {SLIDES.length})
            </span>
          </span>
          <span className="pub-hero__controls">
            <button type="button" className="pub-icon-button" onClick={() => turn(-1)} aria-label="Imagen anterior">
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
            <button type="button" className="pub-icon-button" onClick={() => turn(1)} aria-label="Imagen siguiente">
              <Icon name="chevron-right" size={18} />
            </button>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}

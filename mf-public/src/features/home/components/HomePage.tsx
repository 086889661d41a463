import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, useSessionStore } from '@postulate/client';
import { greetingName, HOME_PAGE_SIZE, PRIVACY_MESSAGES, type AccountDeletedState } from '@postulate/contracts';
import { Alert, AvisoCard, Button, Loading, Pagination, type SearchReturnState } from '@postulate/ui';
import { useHomeSearch, useSearchMarks } from '../api/home-queries';
import { activeFacets, adsText, useHomeFilters } from '../stores/home-filters';
import { AreasColumn } from './AreasColumn';
import { AvisoLink } from './AvisoLink';
import { FacetChips, FacetFilters } from './FacetFilters';
import { FeedLink } from './FeedLink';
import { FilterChips } from './FilterChips';
import { HomeBanner } from './HomeBanner';
import { SearchBar } from './SearchBar';
import { TipsColumn } from './TipsColumn';

// Only a search shows it: the plain home, the first page most visitors open, does not download it.
const CreateAlertButton = lazy(() => import('./CreateAlertButton').then((module) => ({ default: module.CreateAlertButton })));

/** / and /home: banner, search bar and chips, areas, facet filters, the ads (20 a page) and tips. */
export function HomePage() {
  const profile = useSessionStore((state) => state.profile);
  const state = useLocation().state as Partial<AccountDeletedState & SearchReturnState> | null;
  const accountDeleted = state?.accountDeleted === true;
  // Back from an ad ('Volver a la búsqueda'): the list scrolls to where it was read, once it is drawn.
  const returnTo = useRef(state?.scrollY);
  const { filters, area, facets, page, add, remove, clear, goToPage, chooseArea, setFacets } = useHomeFilters();
  const search = useHomeSearch(filters, page, area, facets);
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const moveToResults = useRef(false);
  const data = search.data;
  const loading = search.isFetching;

  // A new page of results: the reader is taken to their top.
  useEffect(() => {
    if (search.isPlaceholderData || !moveToResults.current) return;
    moveToResults.current = false;
    resultsTitle.current?.focus();
    resultsTitle.current?.scrollIntoView?.({ block: 'start' });
  }, [data, search.isPlaceholderData]);

  const avisos = data?.avisos;
  const marks = useSearchMarks(
    profile?.role === 'Postulante',
    filters,
    area,
    facets,
    avisos?.response.map((aviso) => aviso.id),
  ).data;

  useEffect(() => {
    if (returnTo.current === undefined || !avisos) return;
    window.scrollTo(0, returnTo.current);
    returnTo.current = undefined;
  }, [avisos]);
  // An alert needs a chip or an area; it keeps the facet filters too, but 'Publicado'.
  const alertable = filters.length > 0 || area !== null;
  // A search over more ads than it reads: some numbers estimated, and a term search pages through the matches read.
  const estimated = new Set(data?.estimados);
  const reach = data?.alcance ?? 0;
  const atLeast = data?.totalMinimo ?? false;
  const adsFound = avisos ? adsText(avisos.total, estimated.has('total'), atLeast) : '';
  const lastPage = avisos !== undefined && reach < avisos.total && page >= Math.ceil(reach / HOME_PAGE_SIZE);
  const searching = alertable || activeFacets(facets).length > 0;

  return (
    <div className="pub-home">
      <HomeBanner title={profile ? `Hola, ${greetingName(profile)}` : 'Encontrá tu próximo trabajo en Argentina'}>
        {!profile && (
          <div className="pub-hero__actions">
            <Link className="pub-cta" to="/dashboard">
              Ingresar / Registrate
            </Link>
            <Link className="pub-cta pub-cta--secondary" to="/dashboard">
              Publica tu oferta de Empleo
            </Link>
          </div>
        )}
      </HomeBanner>
      {accountDeleted && !profile && <Alert tone="success">{`${PRIVACY_MESSAGES.deleted}. Gracias por haber usado Postulate.`}</Alert>}
      <SearchBar onSearch={add} provinceCounts={data?.facets?.provincia} estimated={estimated.has('provincia')} />
      <FilterChips
        filters={filters}
        area={area === null ? null : (data?.areas.find((item) => item.id === area)?.name ?? null)}
        onRemove={remove}
        onRemoveArea={() => chooseArea(null)}
        onClear={clear}
      />
      {/* The areas come first: to the results' left on a wide screen, folded above them on a phone. */}
      <div className="pub-home__columns">
        <AreasColumn areas={data?.areas} counts={data?.facets?.area} estimated={estimated.has('area')} selected={area} onSelect={chooseArea} />
        <section className="pub-results" aria-labelledby="results-title" aria-busy={loading}>
          <FacetFilters
            facets={facets}
            counts={data?.facets}
            estimated={estimated}
            total={avisos?.total}
            atLeast={atLeast}
            loading={loading}
            onChange={setFacets}
          />
          <FacetChips facets={facets} counts={data?.facets} onChange={setFacets} />
          <div className="pub-results__header">
            <h2 id="results-title" ref={resultsTitle} tabIndex={-1}>
              {searching ? 'Resultados de tu búsqueda' : 'Avisos publicados'}
            </h2>
            {avisos && (
              <p className="pub-muted" aria-live="polite">
                {adsFound.charAt(0).toUpperCase() + adsFound.slice(1)}
              </p>
            )}
            <FeedLink filters={filters} area={area} facets={facets} />
            {alertable && (
              <Suspense fallback={null}>
                <CreateAlertButton
                  key={JSON.stringify([filters, area, facets])}
                  filters={filters}
                  area={area}
                  facets={facets}
                  savedAlert={marks?.alerta ?? null}
                />
              </Suspense>
            )}
          </div>
          {search.isError && !loading && (
            <div className="pub-results__error">
              <Alert tone="error">{errorMessage(search.error)}</Alert>
              <Button variant="secondary" onClick={() => void search.refetch()}>
                Reintentar
              </Button>
            </div>
          )}
          {loading && !avisos && <Loading />}
          {avisos && avisos.response.length === 0 && !loading && (
            <div className="pub-empty pl-card">
              <p>
                {searching
                  ? 'No encontramos avisos con esos filtros. Probá con otras palabras o quitá algún filtro.'
                  : 'Todavía no hay avisos publicados. Volvé a visitarnos pronto.'}
              </p>
              {searching && (
                <Button variant="secondary" onClick={clear}>
                  Ver todos los avisos
                </Button>
              )}
            </div>
          )}
          {avisos && avisos.response.length > 0 && (
            <ul className="pub-results__list">
              {avisos.response.map((aviso) => (
                <li key={aviso.id}>
                  <AvisoCard aviso={aviso}>
                    <AvisoLink id={aviso.id} titulo={aviso.titulo} applied={marks?.postulados.includes(aviso.id) ?? false} />
                  </AvisoCard>
                </li>
              ))}
            </ul>
          )}
          {avisos && lastPage && avisos.response.length > 0 && (
            <p className="pub-muted pub-results__sample">
              Llegaste al final de los avisos más recientes que coinciden con tu búsqueda. Para ver otros, sumá palabras o filtros.
            </p>
          )}
          {avisos && (
            <Pagination
              page={page}
              pageSize={HOME_PAGE_SIZE}
              total={reach}
              disabled={loading}
              label="Páginas de avisos"
              onPageChange={(next) => {
                moveToResults.current = true;
                goToPage(next);
              }}
            />
          )}
        </section>
        <TipsColumn />
      </div>
    </div>
  );
}

import { Children, type ReactNode } from 'react';
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  MARITAL_STATUS_LABELS,
  DATED_SECURITY_FLAGS,
  provinceLabel,
  SECURITY_FLAG_LABELS,
  SECURITY_FLAGS,
  STUDY_STATE_LABELS,
  periodText,
  type Cv,
  type Education,
  type Posgrado,
  valueLabel,
} from '@postulate/contracts';
import { CV_FONT_FAMILY, printableDeep } from './fonts.js';
import type { Tagging } from './tagging.js';

/** The application a CV was sent with: the ad's title and the applicant's answers to its questions. */
export interface CvPdfApplication {
  titulo: string;
  respuestas: { pregunta: string; respuesta: string }[];
}

export interface CvPdfDocumentProps {
  cv: Cv;
  /** Adds 'CV vinculado a tu aviso {titulo}' and the question/answer pairs. */
  application?: CvPdfApplication | null;
  /** The profile photo as a data URL (browser) or the image bytes (Node). */
  photo?: string | Buffer | null;
}

/** A4 in points. */
const PAGE_HEIGHT = 841.89;

/** Font sizes that tell headings and the footer apart when the PDF is tagged (CV_TAGGING). */
const NAME_SIZE = 20;
const SECTION_SIZE = 13;
const SUBSECTION_SIZE = 11;
const FOOTER_SIZE = 8;
/** The CV's structure for tagPdf(): the name, sections and sub-sections as H1 to H3, the footer not content. */
export const CV_TAGGING: Tagging = {
  roles: { [NAME_SIZE]: 'H1', [SECTION_SIZE]: 'H2', [SUBSECTION_SIZE]: 'H3', [FOOTER_SIZE]: 'Artifact' },
  imageAlt: 'Foto de perfil',
};

const ACCENT = '#c2410c';
const MUTED = '#475569';
const BORDER = '#e2e8f0';

const styles = StyleSheet.create({
  page: { padding: 30, fontFamily: CV_FONT_FAMILY, fontSize: 10, color: '#1e293b', lineHeight: 1.35 },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 14 },
  photo: { width: 72, height: 72, borderRadius: 36, marginRight: 14 },
  name: { fontSize: NAME_SIZE, lineHeight: 1.2, marginBottom: 4, fontWeight: 'bold' },
  contact: { color: MUTED, marginTop: 2 },
  linked: { borderWidth: 1, borderColor: ACCENT, borderRadius: 4, padding: 8, marginBottom: 12 },
  linkedTitle: { fontWeight: 'bold', color: ACCENT, marginBottom: 4 },
  question: { fontWeight: 'bold', marginTop: 4 },
  section: { fontSize: SECTION_SIZE, fontWeight: 'bold', color: ACCENT, marginTop: 10, marginBottom: 6 },
  subsection: { fontSize: SUBSECTION_SIZE, fontWeight: 'bold', marginTop: 4, marginBottom: 4 },
  card: { borderWidth: 1, borderColor: BORDER, borderRadius: 4, padding: 8, marginBottom: 6 },
  cardTitle: { fontWeight: 'bold' },
  muted: { color: MUTED },
  row: { flexDirection: 'row', marginBottom: 2 },
  label: { width: 120, color: MUTED },
  value: { flex: 1 },
  // Placed from the top: with `bottom`, react-pdf 4.9 put a fixed footer thousands of points below
  // a wrapping page, where its text is in the file but no viewer shows it.
  footer: { position: 'absolute', top: PAGE_HEIGHT - 30, left: 30, right: 30, textAlign: 'center', fontSize: FOOTER_SIZE, color: MUTED },
});

/**
 * A heading followed by its entries, as sibling blocks: the heading and the first entry never part
 * (one unbreakable block), so a heading is never left alone at the bottom of a page.
 */
function headed(key: string, heading: ReactNode, entries: ReactNode): ReactNode[] {
  const [first, ...rest] = Children.toArray(entries);
  return [
    <View key={key} wrap={false}>
      {heading}
      {first}
    </View>,
    ...rest,
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <View>{headed(title, <Text style={styles.section}>{title}</Text>, children)}</View>;
}

/** 'Estudios', 'Idiomas'...: a sub-heading inside a section, kept with its first card. */
const subsection = (title: string, cards: ReactNode[]) => (cards.length > 0 ? headed(title, <Text style={styles.subsection}>{title}</Text>, cards) : []);

/** A card never breaks across pages: it moves whole to the next one. */
function Card({ title, lines }: { title: string; lines: (string | false | null | undefined)[] }) {
  return (
    <View style={styles.card} wrap={false}>
      <Text style={styles.cardTitle}>{title}</Text>
      {lines.filter(Boolean).map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </View>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value || '-'}</Text>
    </View>
  );
}

const studyCard = (study: Education | Posgrado, type?: string) => (
  <Card
    key={study.id}
    title={study.description}
    lines={[
      [type, study.institution, study.country].filter(Boolean).join(' · '),
      `${periodText(study.fechai, study.fechaf)} · ${STUDY_STATE_LABELS[study.state]}`,
    ]}
  />
);

/** The applicant's CV as an A4 PDF (padding 30) with 'Página N / M' on every page. */
export function CvPdfDocument({ photo, ...typed }: CvPdfDocumentProps) {
  // Everything the applicant typed goes through printable(), so what the fonts lack looks the same everywhere.
  const { cv, application } = printableDeep(typed);
  const security = SECURITY_FLAGS.filter((flag) => cv.seguridad[flag]);
  const hasStudies = cv.educations.length + cv.posGrados.length + cv.languages.length + cv.informaticas.length + cv.specialAbilities.length > 0;

  return (
    <Document title={`CV de ${cv.name}`} author={cv.name} creator="Postulate" producer="Postulate" language="es-AR">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          {photo ? <Image style={styles.photo} src={photo} /> : null}
          <View>
            <Text style={styles.name}>{cv.name}</Text>
            <Text style={styles.contact}>{[cv.mail, cv.tel].join(' · ')}</Text>
            <Text style={styles.contact}>{`${cv.direction}, ${cv.location.label}, ${provinceLabel(cv.province)}`}</Text>
          </View>
        </View>

        {application ? (
          <View style={styles.linked} wrap={false}>
            <Text style={styles.linkedTitle}>{`CV vinculado a tu aviso ${application.titulo}`}</Text>
            {application.respuestas.map((pair, index) => (
              <View key={index}>
                <Text style={styles.question}>{pair.pregunta}</Text>
                <Text>{pair.respuesta}</Text>
              </View>
            ))}
          </View>
        ) : null}

        <Section title="Datos personales">
          <Row label="Fecha de nacimiento" value={cv.fecha} />
          <Row label="Nacionalidad" value={cv.nationality} />
          <Row label="DNI" value={cv.dni} />
          <Row label="Cuil" value={cv.cuit} />
          <Row label="Estado civil" value={MARITAL_STATUS_LABELS[cv.maritalStatus]} />
          <Row label="Teléfono" value={cv.tel} />
          <Row label="Email" value={cv.mail} />
          <Row label="Dirección" value={cv.direction} />
          <Row label="Localidad" value={`${cv.location.label} (${provinceLabel(cv.province)})`} />
        </Section>

        {cv.workExperience.length > 0 && (
          <Section title="Experiencia Laboral">
            {cv.workExperience.map((job) => (
              <Card
                key={job.id}
                title={`${job.position} en ${job.bussiness}`}
                lines={[
                  `${job.desde} - ${job.continua ? 'Actualidad' : job.hasta}`,
                  job.description,
                  `Tareas: ${job.task}`,
                  job.nameReferencia &&
                    `Referencia: ${[job.nameReferencia, job.positionReference, job.telReference, job.mailReference].filter(Boolean).join(' · ')}`,
                ]}
              />
            ))}
          </Section>
        )}

        {hasStudies && (
          <Section title="Formación académica">
            {subsection(
              'Estudios',
              cv.educations.map((study) => studyCard(study, valueLabel(study.type))),
            )}
            {subsection(
              'Posgrados',
              cv.posGrados.map((study) => studyCard(study)),
            )}
            {subsection(
              'Idiomas',
              cv.languages.map((language) => (
                <Card
                  key={language.id}
                  title={language.description}
                  lines={[`Oral: ${valueLabel(language.levelOral)} · Escrito: ${valueLabel(language.levelWritten)}`]}
                />
              )),
            )}
            {subsection(
              'Habilidades informáticas',
              cv.informaticas.map((software) => (
                <Card key={software.id} title={`${software.name} (${valueLabel(software.level)})`} lines={[software.description]} />
              )),
            )}
            {subsection(
              'Habilidades Especiales o Conocimientos',
              cv.specialAbilities.map((ability) => <Card key={ability.id} title={ability.description} lines={[]} />),
            )}
          </Section>
        )}

        {security.length > 0 && (
          <Section title="Experiencia en Seguridad">
            <View style={styles.card} wrap={false}>
              {security.map((flag) => {
                const dated = (DATED_SECURITY_FLAGS as readonly string[]).includes(flag)
                  ? cv.seguridad[`${flag as (typeof DATED_SECURITY_FLAGS)[number]}Date`]
                  : '';
                return <Text key={flag}>{dated ? `${SECURITY_FLAG_LABELS[flag]}: ${dated}` : SECURITY_FLAG_LABELS[flag]}</Text>;
              })}
            </View>
          </Section>
        )}

        <Text style={styles.footer} fixed render={({ pageNumber, totalPages }) => `Página ${pageNumber} / ${totalPages}`} />
      </Page>
    </Document>
  );
}

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const PLAIN_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'Th',
  þ: 'th',
};

/** 'CV-Maria-Jose-Nunez.pdf', 'CV-Zofia-Wasik-Lodz.pdf': plain ASCII, safe as a download name everywhere. */
export function cvPdfFileName(cv: Pick<Cv, 'name'>): string {
  const plain = cv.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ŁłØøĐđĦħıßÆæŒœÞþ]/g, (letter) => PLAIN_LETTERS[letter])
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `CV-${plain || 'postulante'}.pdf`;
}

/** A legal page: numbered sections of paragraphs and, where it helps, a list. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** Where people write about their data and these terms; the operator of the portal sets it. */
export const PRIVACY_CONTACT = 'privacidad@postulate.com.ar';
/** Date of the texts in force, shown on every legal page. */
export const LEGAL_UPDATED = '21/11/2026';

/** Texts the AAIP asks every data controller to show (Ley 25.326 art. 14 inc. 3 and the control body). */
export const AAIP_NOTICE = [
  'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto, conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.',
  'La Agencia de Acceso a la Información Pública (AAIP), en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
];

import { PRIVACY_CONTACT, type LegalDocument } from './legal';

const LAW_AND_JURISDICTION = {
  title: 'Ley aplicable y jurisdicción',
  paragraphs: [
    'Estos términos se rigen por las leyes de la República Argentina. Ante cualquier controversia serán competentes los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires, sin perjuicio de los derechos que la Ley 24.240 de Defensa del Consumidor reconoce a quien use el portal como consumidor, incluido el de litigar en los tribunales de su domicilio.',
  ],
};

const CHANGES = {
  title: 'Modificaciones',
  paragraphs: [
    'Podemos modificar estos términos. Publicaremos la nueva versión en esta página con su fecha y avisaremos por correo o al ingresar al portal cuando los cambios sean importantes. Seguir usando el portal después de su entrada en vigencia implica aceptarlos; si no estás de acuerdo podés dar de baja tu cuenta en cualquier momento.',
  ],
};

export const TERMINOS_POSTULANTE: LegalDocument = {
  title: 'Términos y Condiciones para postulantes',
  intro:
    'Estos términos regulan el uso de Postulate por parte de las personas que buscan empleo. Al registrarte y marcar "He leído y acepto los Términos y Condiciones" los aceptás, junto con la Política de privacidad para postulantes.',
  sections: [
    {
      title: 'El servicio',
      paragraphs: [
        'Postulate es un portal que permite buscar avisos de empleo publicados por empresas, armar un CV, postularse, conversar con las empresas cuando el aviso lo permite y rendir tests de concentración, personalidad y razonamiento. Postulate no es empleador ni agencia de colocación: no interviene en las decisiones de selección ni en la relación laboral que pueda surgir.',
        'El uso del portal es gratuito para los postulantes. Ninguna empresa puede cobrarte por postularte, por una entrevista ni por un test; si alguien lo hace, denuncialo.',
      ],
    },
    {
      title: 'Registro y cuenta',
      paragraphs: ['Para postularte necesitás una cuenta. Al registrarte declarás que:'],
      items: [
        'Sos mayor de 18 años.',
        'Los datos que cargás son verdaderos, propios y están actualizados.',
        'Vas a mantener en secreto tu contraseña y avisarnos si sospechás que alguien la usa.',
        'Tenés una sola cuenta como postulante.',
      ],
      after: ['Sos responsable de lo que se haga con tu cuenta.'],
    },
    {
      title: 'Tu CV y tus postulaciones',
      paragraphs: [
        'Cada vez que te postulás a un aviso autorizás a la empresa que lo publicó a ver tu CV, tus respuestas a sus preguntas y los resultados vigentes de tus tests. Podés editar tu CV en cualquier momento; las empresas ven la versión actual.',
        'No cargues datos de terceros sin su autorización (por ejemplo, referencias laborales) ni información que no quieras compartir con las empresas.',
      ],
    },
    {
      title: 'Los tests',
      paragraphs: [
        'Cada test se rinde una vez y su resultado tiene una fecha de validez. Los tests deben hacerse en forma personal, sin ayuda de terceros ni de herramientas automáticas. Los resultados son orientativos y no garantizan ni impiden una contratación.',
      ],
    },
    {
      title: 'Mensajes con las empresas',
      paragraphs: [
        'La mensajería sirve para temas vinculados a la búsqueda. Tratá a las personas con respeto, no envíes publicidad ni contenido ofensivo, y no compartas datos bancarios ni contraseñas por ese medio.',
      ],
    },
    {
      title: 'Conductas prohibidas',
      paragraphs: ['No está permitido:'],
      items: [
        'Hacerse pasar por otra persona o cargar información falsa.',
        'Extraer datos del portal en forma automatizada o intentar acceder a información de otros usuarios.',
        'Interferir con el funcionamiento del portal o eludir sus medidas de seguridad.',
        'Usar el portal con fines distintos de la búsqueda de empleo.',
      ],
    },
    {
      title: 'Responsabilidad',
      paragraphs: [
        'Los avisos son publicados por las empresas, que son responsables de su contenido y de sus procesos de selección. Revisamos y damos de baja los avisos que detectamos engañosos o contrarios a la ley, pero no podemos garantizar la veracidad de cada uno ni que obtengas un empleo.',
        'Hacemos lo posible para que el portal funcione sin interrupciones, pero puede haber demoras o mantenimientos. El correo de confirmación puede demorar hasta 24 horas en llegar.',
      ],
    },
    {
      title: 'Suspensión y baja',
      paragraphs: [
        'Podés dar de baja tu cuenta cuando quieras. Podemos suspender o dar de baja una cuenta que incumpla estos términos, avisando a su titular salvo que la urgencia o la ley lo impidan.',
        `Para consultas sobre estos términos escribinos a ${PRIVACY_CONTACT}.`,
      ],
    },
    CHANGES,
    LAW_AND_JURISDICTION,
  ],
};

export const TERMINOS_EMPRESA: LegalDocument = {
  title: 'Términos y Condiciones para empresas',
  intro:
    'Estos términos regulan el uso de Postulate por parte de las empresas, reclutadores y testers. Quien registra una empresa y marca "He leído y acepto los Términos y Condiciones" declara tener facultades para obligarla y acepta, en su nombre, estos términos y la Política de privacidad para empresas y reclutadores.',
  sections: [
    {
      title: 'El servicio',
      paragraphs: [
        'Postulate permite a las empresas publicar avisos de empleo, recibir postulaciones, ver el CV y los resultados de tests de los candidatos, marcar favoritos, conversar con ellos cuando el aviso lo permite e invitar candidatos a rendir los tests del portal.',
      ],
    },
    {
      title: 'Registro de la empresa',
      paragraphs: [
        'La empresa debe registrarse con su razón social y un CUIT válido, datos de contacto reales y actualizados, y un usuario responsable de la cuenta. Las credenciales son personales: la empresa responde por todo lo que se haga con sus cuentas.',
      ],
    },
    {
      title: 'Publicación de avisos',
      paragraphs: ['Cada aviso debe:'],
      items: [
        'Corresponder a una búsqueda real y vigente de la empresa o de un cliente identificado.',
        'Describir con veracidad el puesto, la modalidad, el lugar de trabajo y, cuando se informe, la remuneración.',
        'Ofrecer un empleo conforme a la legislación laboral argentina.',
        'No contener requisitos discriminatorios por género, edad, nacionalidad, religión, opinión política, orientación sexual, discapacidad, aspecto físico u otros motivos prohibidos por la Ley 23.592, salvo que una ley lo exija para el puesto.',
        'No solicitar pagos ni datos bancarios a los postulantes.',
      ],
      after: ['Podemos rechazar, editar en su presentación o dar de baja los avisos que no cumplan estas condiciones.'],
    },
    {
      title: 'Avisos confidenciales',
      paragraphs: [
        'La empresa puede ocultar su nombre y logo en un aviso. En ese caso el aviso se muestra como "Confidencial", pero la empresa sigue siendo responsable de su contenido y de los datos que reciba.',
      ],
    },
    {
      title: 'Datos de los postulantes',
      paragraphs: [
        'La empresa trata los datos de los postulantes como responsable, conforme a la Ley 25.326: solo para el proceso de selección, sin cederlos a terceros, guardando confidencialidad y eliminándolos cuando dejen de ser necesarios. Los resultados de los tests son orientativos y no deben ser el único fundamento de una decisión.',
      ],
    },
    {
      title: 'Mensajes',
      paragraphs: [
        'Cuando un aviso admite mensajes directos, la empresa puede escribir a sus postulantes solo sobre la búsqueda. No se permite enviar publicidad, pedir datos sensibles ni tratar a los candidatos en forma ofensiva.',
      ],
    },
    {
      title: 'Contenido y marcas',
      paragraphs: [
        'La empresa nos autoriza a mostrar su nombre, su logo y el contenido de sus avisos en el portal mientras estén publicados. Declara que tiene derechos sobre el logo y los textos que carga y que no infringen derechos de terceros.',
      ],
    },
    {
      title: 'Conductas prohibidas',
      paragraphs: ['No está permitido:'],
      items: [
        'Publicar avisos falsos, engañosos o con fines distintos de la contratación.',
        'Extraer en forma automatizada datos de postulantes o usarlos para otros fines.',
        'Contactar a postulantes fuera de un proceso de selección con la información obtenida en el portal.',
        'Interferir con el funcionamiento del portal o eludir sus medidas de seguridad.',
      ],
    },
    {
      title: 'Responsabilidad',
      paragraphs: [
        'Postulate no interviene en las decisiones de contratación ni es parte de la relación laboral. La empresa es responsable por el contenido de sus avisos, por el trato a los postulantes y por el uso de sus datos, y mantendrá indemne a Postulate frente a reclamos de terceros derivados de su incumplimiento.',
        'Hacemos lo posible para que el portal funcione sin interrupciones, pero no garantizamos una cantidad determinada de postulaciones.',
      ],
    },
    {
      title: 'Suspensión y baja',
      paragraphs: [
        'La empresa puede dar de baja su cuenta cuando quiera. Podemos suspender o dar de baja cuentas o avisos que incumplan estos términos.',
        `Para consultas sobre estos términos escribinos a ${PRIVACY_CONTACT}.`,
      ],
    },
    CHANGES,
    LAW_AND_JURISDICTION,
  ],
};

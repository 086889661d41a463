import { AAIP_NOTICE, PRIVACY_CONTACT, type LegalDocument } from './legal';

export const POLITICA_POSTULANTE: LegalDocument = {
  title: 'Política de privacidad para postulantes',
  intro:
    'En Postulate cuidamos la información que nos confiás cuando buscás trabajo. Esta política explica qué datos personales tratamos, para qué, con quién los compartimos y cómo podés ejercer tus derechos, conforme a la Ley 25.326 de Protección de los Datos Personales, su Decreto Reglamentario 1558/2001 y las normas de la Agencia de Acceso a la Información Pública.',
  sections: [
    {
      title: 'Responsable del tratamiento y alcance',
      paragraphs: [
        'El responsable de la base de datos es Postulate, portal de empleo con domicilio en la Ciudad Autónoma de Buenos Aires, República Argentina. La base de datos de usuarios del portal se encuentra inscripta, o en trámite de inscripción, en el Registro Nacional de Bases de Datos que lleva la Agencia de Acceso a la Información Pública.',
        'Esta política se aplica a las personas que se registran como postulantes, completan su CV, se postulan a avisos, rinden los tests del portal o reciben una invitación de un tester para rendirlos. Las empresas y reclutadores tienen su propia política.',
      ],
    },
    {
      title: 'Datos personales que recopilamos',
      paragraphs: ['Recopilamos solo los datos que necesitamos para que puedas buscar empleo y postularte:'],
      items: [
        'Datos de la cuenta: nombre de usuario, correo electrónico y contraseña (que guardamos cifrada con un algoritmo de una sola vía, de modo que nadie, ni siquiera nosotros, puede leerla).',
        'Datos del CV: nombre y apellido, fecha de nacimiento, nacionalidad, DNI, CUIL, estado civil, teléfono, correo, domicilio, provincia y localidad, foto de perfil si decidís cargarla, formación académica, posgrados, idiomas, conocimientos informáticos y especiales, experiencia laboral con sus referencias y, si lo completás, la información de la sección de seguridad (cursos, habilitaciones y certificados).',
        'Postulaciones: los avisos a los que te postulás, la fecha y tus respuestas a las preguntas de cada empresa.',
        'Mensajes que intercambiás con las empresas dentro del portal.',
        'Resultados de los tests: respuestas, tiempos y los resultados que el sistema calcula.',
        'Datos técnicos mínimos para la seguridad del servicio: fecha y hora de ingreso, intentos de inicio de sesión fallidos y la información que tu navegador envía al conectarse.',
      ],
      after: [
        'Los datos los aportás vos directamente al registrarte y al completar tu perfil. Si un tester te invita a rendir los tests, recibimos de él tu correo electrónico para enviarte la invitación.',
      ],
    },
    {
      title: 'Finalidades del tratamiento',
      paragraphs: ['Usamos tus datos para:'],
      items: [
        'Crear y administrar tu cuenta, verificar tu correo electrónico y permitirte recuperar la contraseña.',
        'Mostrar tu CV y tus respuestas a las empresas de los avisos a los que te postulás, y a los testers que te invitaron a rendir los tests.',
        'Permitir la comunicación con las empresas cuando el aviso lo habilita.',
        'Calcular y registrar los resultados de los tests y su fecha de validez.',
        'Que cada persona tenga un solo resultado por test mientras esté vigente, aunque dé de baja su cuenta y vuelva a registrarse.',
        'Enviarte correos necesarios para el servicio: confirmación de la cuenta, recuperación de contraseña y avisos sobre tus postulaciones.',
        'Proteger el portal contra accesos indebidos, fraudes y usos automatizados.',
        'Elaborar estadísticas anónimas o disociadas sobre el uso del portal, que no permiten identificarte.',
      ],
      after: ['No vendemos tus datos ni los usamos para publicidad de terceros.'],
    },
    {
      title: 'Base legal y consentimiento',
      paragraphs: [
        'Tratamos tus datos con tu consentimiento libre, expreso e informado, que prestás al registrarte y aceptar estas condiciones (artículo 5 de la Ley 25.326). Cada vez que te postulás a un aviso consentís que la empresa que lo publicó acceda a tu CV y a tus respuestas.',
        'Algunos tratamientos también se basan en obligaciones legales a nuestro cargo o en el interés de mantener la seguridad del servicio. Podés retirar tu consentimiento en cualquier momento, sin efecto retroactivo, dando de baja tu cuenta.',
      ],
    },
    {
      title: 'Tests psicotécnicos y datos sensibles',
      paragraphs: [
        'Los tests del portal (concentración, personalidad y razonamiento) miden aptitudes y preferencias vinculadas al trabajo. No te pedimos datos sensibles en los términos del artículo 2 de la Ley 25.326 (origen racial o étnico, opiniones políticas, convicciones religiosas, afiliación sindical, salud o vida sexual) y nadie puede obligarte a proporcionarlos.',
        'Los resultados son orientativos: sirven como una referencia más dentro de un proceso de selección y no deben ser el único fundamento de una decisión sobre vos. Podés pedirnos información sobre cómo se calculan tus resultados.',
        'En la sección de seguridad podés indicar certificados como antecedentes penales o reincidencia solo si el puesto lo requiere legalmente; cargarlos es voluntario.',
      ],
    },
    {
      title: 'Plazo de conservación',
      paragraphs: [
        'Conservamos tus datos mientras tu perfil esté activo. Si das de baja tu cuenta, eliminamos o disociamos tu CV, tus mensajes y los resultados de tus tests dentro de los treinta días, salvo la información que debamos guardar por una obligación legal o para atender un reclamo en curso, que se conserva solo durante el plazo necesario.',
        'Si no ingresás al portal durante dos años seguidos, te avisaremos por correo y, si no respondés, daremos de baja tu perfil. Los resultados de los tests tienen una fecha de validez a partir de la cual dejan de mostrarse a las empresas.',
        'Cada test se puede hacer una vez por persona mientras su resultado esté vigente (doce meses desde que lo terminás). Para eso, cuando terminás un test guardamos cuál fue, la fecha en que lo terminaste y hasta cuándo vale, junto con un código calculado con una clave secreta a partir de tu correo electrónico y de tu DNI (el de tu CV o el que contiene tu CUIL). De ese código no se puede obtener tu correo ni tu DNI: solo sirve para reconocer que ya hiciste el test si volvés a registrarte. No incluye tus respuestas ni tu resultado. Estos datos se conservan aunque des de baja tu cuenta, solo hasta la fecha de validez del resultado, y después se eliminan; mientras tanto ese test figura como hecho y no se puede repetir.',
        'Las empresas que recibieron tu postulación pueden conservarla durante su proceso de selección, bajo su propia responsabilidad como destinatarias de los datos.',
      ],
    },
    {
      title: 'Destinatarios y cesiones',
      paragraphs: ['Tus datos solo se comunican a:'],
      items: [
        'Las empresas reclutadoras de los avisos a los que te postulás, que acceden a tu CV, tus respuestas, tus mensajes con ellas y los resultados vigentes de tus tests, con la única finalidad de evaluar tu candidatura.',
        'Los testers que te invitaron a rendir los tests, que ven los resultados de esa invitación.',
        'Proveedores de servicios que nos ayudan a operar el portal, como alojamiento de servidores y envío de correo electrónico. Actúan por cuenta nuestra, solo con nuestras instrucciones y con obligación de confidencialidad (artículo 25 de la Ley 25.326).',
        'Jueces, tribunales y autoridades públicas, cuando lo ordenen en ejercicio de sus funciones o lo exija la ley.',
      ],
      after: ['Fuera de estos casos no cedemos tus datos a terceros sin tu consentimiento previo.'],
    },
    {
      title: 'Transferencias internacionales',
      paragraphs: [
        'Nuestros servidores y proveedores pueden estar ubicados fuera de la Argentina. Solo transferimos datos a países que la AAIP considera con un nivel de protección adecuado o, en su defecto, bajo las cláusulas contractuales modelo aprobadas por la autoridad, de acuerdo con el artículo 12 de la Ley 25.326.',
      ],
    },
    {
      title: 'Tus derechos como titular de los datos',
      paragraphs: ['Como titular de tus datos podés, en cualquier momento:'],
      items: [
        'Acceder a ellos: saber qué datos tuyos tenemos, de dónde provienen y a quién se comunicaron. Respondemos dentro de los diez días corridos.',
        'Rectificarlos y actualizarlos cuando sean inexactos o estén incompletos; la mayoría podés corregirlos vos mismo desde Mi CV. Respondemos dentro de los cinco días hábiles.',
        'Suprimirlos, dando de baja tu cuenta o pidiéndonos que los eliminemos, salvo que una ley exija conservarlos.',
        'Oponerte a un tratamiento determinado y retirar tu consentimiento, por ejemplo para dejar de recibir comunicaciones no esenciales.',
      ],
      after: ['Ejercer estos derechos es gratuito.'],
    },
    {
      title: 'Cómo ejercer tus derechos y órgano de control',
      paragraphs: [
        `Escribinos a ${PRIVACY_CONTACT} desde el correo con el que te registraste, indicando tu nombre de usuario y el derecho que querés ejercer. Si no podemos confirmar tu identidad por ese medio, te pediremos que la acredites de otra forma razonable.`,
        ...AAIP_NOTICE,
      ],
    },
    {
      title: 'Confidencialidad',
      paragraphs: [
        'Las personas de nuestro equipo y de nuestros proveedores que acceden a tus datos están obligadas a guardar secreto profesional, aun después de terminada su relación con Postulate (artículo 10 de la Ley 25.326).',
        'Exigimos a las empresas usuarias que traten la información de los postulantes solo para sus procesos de selección y que no la divulguen ni la usen para otros fines.',
      ],
    },
    {
      title: 'Seguridad de la información',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas para proteger tus datos contra la pérdida, el acceso no autorizado o la alteración (artículo 9 de la Ley 25.326): comunicación cifrada, contraseñas guardadas con algoritmos de derivación resistentes, bloqueo de la cuenta tras varios intentos de ingreso fallidos, verificación contra robots, enlaces de un solo uso y con vencimiento para confirmar el correo y recuperar la contraseña, y acceso a la información limitado según el rol de cada usuario.',
        'Ningún sistema es completamente invulnerable. Si ocurriera un incidente que afecte tus datos, te lo informaremos junto con las medidas adoptadas.',
      ],
    },
    {
      title: 'Cookies y almacenamiento local',
      paragraphs: [
        'Usamos una cookie de sesión indispensable para mantenerte identificado mientras usás el portal. No es accesible desde los programas de la página y se borra al cerrar la sesión o al vencer.',
        'El navegador puede guardar en su almacenamiento local preferencias menores, como haber visto un aviso informativo, que se borran al cerrar la sesión. No usamos cookies de publicidad ni de seguimiento de terceros. Si bloqueás la cookie de sesión no vas a poder ingresar a tu cuenta.',
      ],
    },
    {
      title: 'Edad mínima',
      paragraphs: [
        'El portal está destinado a personas mayores de 18 años. Si sos menor de edad no debés registrarte. Si tomamos conocimiento de que una cuenta pertenece a un menor, la daremos de baja y eliminaremos sus datos.',
      ],
    },
    {
      title: 'Actualizaciones de esta política y contacto',
      paragraphs: [
        'Podemos actualizar esta política para reflejar cambios en el servicio o en la normativa. Publicaremos la nueva versión en esta página con su fecha y, si los cambios son importantes, te avisaremos por correo o al ingresar al portal antes de que entren en vigencia.',
        `Por cualquier consulta sobre esta política o sobre tus datos escribinos a ${PRIVACY_CONTACT}.`,
      ],
    },
  ],
};

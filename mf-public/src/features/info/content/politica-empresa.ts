import { AAIP_NOTICE, PRIVACY_CONTACT, type LegalDocument } from './legal';

export const POLITICA_EMPRESA: LegalDocument = {
  title: 'Política de privacidad para empresas y reclutadores',
  intro:
    'Esta política explica cómo Postulate trata los datos de las empresas, de las personas que las representan en el portal (reclutadores, testers y demás usuarios) y qué obligaciones asumen las empresas respecto de los datos de los postulantes que reciben, conforme a la Ley 25.326 de Protección de los Datos Personales y su reglamentación.',
  sections: [
    {
      title: 'Responsable del tratamiento y alcance',
      paragraphs: [
        'El responsable de la base de datos de usuarios del portal es Postulate, con domicilio en la Ciudad Autónoma de Buenos Aires, República Argentina, inscripta o en trámite de inscripción en el Registro Nacional de Bases de Datos de la Agencia de Acceso a la Información Pública.',
        'Esta política alcanza a las empresas que se registran para publicar avisos, a los testers que invitan candidatos a rendir tests y a las personas humanas que usan el portal en su nombre.',
      ],
    },
    {
      title: 'Datos que recopilamos',
      paragraphs: ['Al registrar una empresa y usar el portal tratamos:'],
      items: [
        'Datos de la empresa: razón social, descripción, CUIT, correo y teléfono de contacto, domicilio, provincia, localidad y logo.',
        'Datos de los usuarios que la representan: nombre de usuario, correo electrónico y contraseña (guardada cifrada con un algoritmo de una sola vía).',
        'El contenido que la empresa genera: avisos, preguntas para los postulantes, mensajes, marcas de favoritos y de lectura de postulaciones, e invitaciones a tests.',
        'Datos técnicos mínimos para la seguridad del servicio, como fecha y hora de ingreso e intentos de inicio de sesión fallidos.',
      ],
      after: ['El CUIT y la razón social identifican a la empresa; los datos de las personas que la representan son datos personales protegidos por la ley.'],
    },
    {
      title: 'Finalidades del tratamiento',
      paragraphs: ['Usamos estos datos para:'],
      items: [
        'Crear y administrar la cuenta de la empresa y de sus usuarios, verificar sus correos y permitir la recuperación de contraseñas.',
        'Publicar los avisos con el nombre y el logo de la empresa, salvo en los avisos que la empresa marque como confidenciales.',
        'Hacer llegar a la empresa las postulaciones, los CV y los resultados de tests de los candidatos, y permitir la mensajería con ellos.',
        'Enviar correos necesarios para el servicio y comunicaciones sobre cambios en el portal.',
        'Prevenir fraudes, avisos engañosos y accesos indebidos.',
        'Elaborar estadísticas anónimas sobre el uso del portal.',
      ],
    },
    {
      title: 'Base legal y consentimiento',
      paragraphs: [
        'Tratamos los datos de los usuarios de la empresa con su consentimiento libre, expreso e informado, prestado al registrarse y aceptar los Términos y Condiciones (artículo 5 de la Ley 25.326), y para cumplir el contrato de uso del portal con la empresa. Algunos datos se conservan también para cumplir obligaciones legales y fiscales.',
      ],
    },
    {
      title: 'Datos de postulantes que recibe la empresa',
      paragraphs: [
        'Cuando una persona se postula a un aviso o rinde un test por invitación, la empresa recibe sus datos personales y pasa a ser responsable de tratarlos conforme a la Ley 25.326. La empresa se compromete a:',
      ],
      items: [
        'Usar los CV, respuestas, mensajes y resultados de tests únicamente para el proceso de selección del aviso o de la invitación.',
        'No cederlos ni venderlos a terceros ni incorporarlos a bases de datos con otros fines sin el consentimiento del postulante.',
        'No solicitar datos sensibles y no tomar decisiones basadas en criterios discriminatorios prohibidos por la Ley 23.592 y por la Ley de Contrato de Trabajo.',
        'Considerar los resultados de los tests como orientativos, nunca como único fundamento para descartar a una persona.',
        'Eliminar los datos cuando dejen de ser necesarios para la búsqueda y atender los pedidos de acceso, rectificación o supresión que los postulantes le dirijan.',
      ],
    },
    {
      title: 'Plazo de conservación',
      paragraphs: [
        'Conservamos los datos de la empresa y de sus usuarios mientras la cuenta esté activa. Al darla de baja eliminamos o disociamos los avisos, mensajes y datos de contacto dentro de los treinta días, salvo la información que debamos conservar por obligaciones legales, contables o fiscales, o para atender reclamos en curso, durante el plazo que esas normas establezcan.',
      ],
    },
    {
      title: 'Destinatarios y cesiones',
      paragraphs: ['Los datos de la empresa se comunican a:'],
      items: [
        'Los visitantes y postulantes del portal, que ven el nombre y el logo de la empresa en sus avisos públicos, salvo en los avisos confidenciales.',
        'Los postulantes con los que la empresa se comunica, que ven el nombre del usuario que envía cada mensaje.',
        'Proveedores de servicios que nos ayudan a operar el portal (alojamiento, envío de correo), que actúan por cuenta nuestra y con obligación de confidencialidad.',
        'Jueces, tribunales y autoridades públicas, cuando lo ordenen en ejercicio de sus funciones o lo exija la ley.',
      ],
    },
    {
      title: 'Transferencias internacionales',
      paragraphs: [
        'Si nuestros servidores o proveedores se encuentran fuera de la Argentina, solo transferimos datos a países con un nivel de protección adecuado según la AAIP o bajo las cláusulas contractuales modelo aprobadas por esa autoridad, conforme al artículo 12 de la Ley 25.326.',
      ],
    },
    {
      title: 'Derechos de los titulares de los datos',
      paragraphs: ['Las personas que usan el portal en nombre de una empresa pueden, en forma gratuita:'],
      items: [
        'Acceder a sus datos personales, con respuesta dentro de los diez días corridos.',
        'Rectificarlos y actualizarlos, con respuesta dentro de los cinco días hábiles; los datos de la empresa pueden corregirse desde Mi Perfil.',
        'Pedir su supresión, salvo que una ley obligue a conservarlos.',
        'Oponerse a tratamientos determinados y retirar su consentimiento.',
      ],
    },
    {
      title: 'Cómo ejercer los derechos y órgano de control',
      paragraphs: [
        `Los pedidos se envían a ${PRIVACY_CONTACT} desde el correo registrado, indicando el usuario y el derecho que se quiere ejercer. Si no es posible confirmar la identidad por ese medio, pediremos acreditarla de otra forma razonable.`,
        ...AAIP_NOTICE,
      ],
    },
    {
      title: 'Confidencialidad',
      paragraphs: [
        'Quienes acceden a los datos en Postulate y en sus proveedores están obligados al secreto profesional, aun después de finalizada su relación con nosotros (artículo 10 de la Ley 25.326).',
        'La empresa se obliga a que sus usuarios guarden la misma reserva sobre los datos de los postulantes y a no compartir sus credenciales de acceso.',
      ],
    },
    {
      title: 'Seguridad de la información',
      paragraphs: [
        'Protegemos la información con comunicaciones cifradas, contraseñas guardadas con algoritmos de derivación resistentes, bloqueo de cuentas tras intentos fallidos, verificación contra robots, enlaces de un solo uso para confirmar correos y recuperar contraseñas, y permisos que limitan a cada empresa a sus propios avisos y postulantes (artículo 9 de la Ley 25.326).',
        'La empresa es responsable de la seguridad de los datos de postulantes que descargue o copie fuera del portal. Si detecta un uso indebido de su cuenta debe avisarnos de inmediato.',
      ],
    },
    {
      title: 'Cookies y almacenamiento local',
      paragraphs: [
        'Usamos una cookie de sesión indispensable para mantener la sesión iniciada; no es accesible desde los programas de la página y se elimina al cerrar la sesión o al vencer. No usamos cookies de publicidad ni de seguimiento de terceros. Sin esa cookie no es posible ingresar al portal.',
      ],
    },
    {
      title: 'Edad mínima y uso profesional',
      paragraphs: [
        'Las cuentas de empresa deben ser usadas por personas mayores de 18 años con facultades para actuar en nombre de la empresa. El portal está destinado a búsquedas laborales de personas mayores de 18 años.',
      ],
    },
    {
      title: 'Actualizaciones de esta política y contacto',
      paragraphs: [
        'Podemos actualizar esta política; la nueva versión se publicará en esta página con su fecha y, si los cambios son importantes, avisaremos por correo a los usuarios de la empresa antes de que entren en vigencia.',
        `Para cualquier consulta sobre esta política escribinos a ${PRIVACY_CONTACT}.`,
      ],
    },
  ],
};

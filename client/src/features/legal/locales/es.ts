// Texts of the legal pages (spec sections 1, 2 and 3): privacy policy, terms and cookie policy, in
// Spanish (namespace `legal`).
export default {
  lastUpdated: 'Última actualización: {{date}}',
  contactButton: 'Ir al formulario de contacto',
  privacy: {
    title: 'Política de privacidad',
    intro:
      'En Fútbol Trivia nos tomamos en serio tu privacidad. Esta política explica qué datos tratamos cuando juegas, para qué los usamos y qué derechos tienes, de acuerdo con el Reglamento General de Protección de Datos (RGPD) y la normativa española.',
    sections: [
      {
        id: 'data',
        title: 'Datos que recogemos y cómo los usamos',
        paragraphs: ['Solo recogemos los datos necesarios para que el juego funcione:'],
        items: [
          'Cuenta: nombre de usuario, correo electrónico, contraseña (guardada solo como hash, nunca en claro) y fecha de registro.',
          'Partidas: para cada partida, el día, la pregunta, tus intentos, las pistas usadas, el tiempo, la puntuación y las estrellas. Con ellos calculamos tus estadísticas y las clasificaciones.',
          'Juego sin cuenta: un identificador aleatorio generado en tu navegador para validar tu partida en el servidor. No está ligado a tu identidad y esas puntuaciones no entran en las clasificaciones.',
          'Mensajes de contacto: el nombre, el correo, el asunto y el mensaje que nos envías, para poder responderte.',
          'Datos técnicos: la dirección IP y el tipo de navegador, que usamos de forma temporal para la seguridad del servicio y para evitar abusos.',
        ],
        after: [
          'Usamos estos datos para ofrecerte el juego, mantener tu cuenta, mostrar tu nombre de usuario y tu puntuación en las clasificaciones públicas, enviarte los correos que pidas (como la recuperación de contraseña), responder a tus mensajes y proteger el juego frente a trampas y abusos. La base legal es la ejecución de los términos del servicio, nuestro interés legítimo en la seguridad y, para la publicidad personalizada, tu consentimiento.',
          'No vendemos tus datos. Conservamos los datos de tu cuenta y tus partidas mientras la cuenta exista, y los mensajes de contacto el tiempo necesario para atenderlos.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        paragraphs: [
          'Usamos cookies y tecnologías similares, como el almacenamiento local del navegador, de cuatro tipos:',
        ],
        items: [
          'Esenciales: mantienen tu sesión iniciada y recuerdan si ya has jugado hoy. Sin ellas el juego no funciona.',
          'De preferencias: recuerdan tu idioma y tu tema (oscuro o claro).',
          'Analíticas: actualmente no usamos cookies analíticas. Si algún día las usamos, te pediremos permiso antes.',
          'Publicitarias: los proveedores de anuncios pueden usarlas para mostrar y medir anuncios; las personalizadas solo con tu consentimiento.',
        ],
        after: ['Tienes todos los detalles, con la duración de cada una, en nuestra política de cookies.'],
      },
      {
        id: 'ads',
        title: 'Publicidad de terceros',
        paragraphs: [
          'Para financiar el juego mostramos anuncios discretos en espacios laterales de algunas páginas. Cuando están activos, los sirve un proveedor externo que puede usar cookies e identificadores de tu navegador para mostrar anuncios, limitar cuántas veces ves el mismo y medir su rendimiento.',
          'Ese proveedor trata los datos como responsable independiente, según su propia política de privacidad. Nunca le cedemos tu correo, tu nombre de usuario ni tus partidas.',
        ],
      },
      {
        id: 'rights',
        title: 'Tus derechos',
        paragraphs: ['En cualquier momento puedes:'],
        items: [
          'Acceder a tus datos: los ves en tu perfil y puedes pedirnos una copia.',
          'Corregirlos: cambia tu correo o tu contraseña desde los ajustes del perfil, o pídenos cualquier otra corrección.',
          'Eliminar tu cuenta: desde los ajustes del perfil. Se borran tu cuenta, tus partidas y tus estadísticas.',
          'Oponerte a los anuncios personalizados: retira tu consentimiento o ajusta las preferencias de anuncios de tu navegador y del proveedor.',
          'Exportar tus datos: el botón de exportación de tu perfil descarga un archivo con todo lo que guardamos sobre ti.',
        ],
        after: [
          'También puedes oponerte a un tratamiento o pedir que lo limitemos, y presentar una reclamación ante la Agencia Española de Protección de Datos (aepd.es) si crees que no hemos atendido bien tu solicitud.',
        ],
      },
      {
        id: 'security',
        title: 'Seguridad',
        paragraphs: ['Protegemos tus datos con medidas técnicas razonables:'],
        items: [
          'Contraseñas cifradas con un algoritmo de hash seguro (bcrypt): ni siquiera nosotros podemos leerlas.',
          'Conexiones cifradas con HTTPS.',
          'Autenticación con tokens firmados que caducan a los 7 días y se invalidan al cambiar la contraseña.',
        ],
        after: [
          'Ningún sistema es infalible: si detectamos una brecha que afecte a tus datos, te avisaremos y lo comunicaremos a la autoridad según exige la ley.',
        ],
      },
      {
        id: 'changes',
        title: 'Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política cuando cambie el juego o la normativa. Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son importantes, lo avisaremos en el propio juego.',
        ],
      },
    ],
    contact: {
      title: 'Contacto',
      text: 'Para cualquier duda sobre privacidad o para ejercer tus derechos, escríbenos desde el formulario de contacto. Te responderemos en un plazo de 24 a 72 horas.',
    },
    cookiesLink: 'Leer la política de cookies',
  },
  terms: {
    title: 'Términos y condiciones',
    intro:
      'Estos términos regulan el uso de Fútbol Trivia. Léelos con atención: al jugar o crear una cuenta, los aceptas.',
    sections: [
      {
        id: 'acceptance',
        title: '1. Aceptación',
        paragraphs: [
          'Al acceder al juego aceptas estos términos y nuestra política de privacidad. Si no estás de acuerdo con ellos, no uses el servicio.',
        ],
      },
      {
        id: 'service',
        title: '2. Descripción del servicio',
        paragraphs: [
          'Fútbol Trivia es un juego gratuito de preguntas diarias sobre LaLiga para entretenimiento. Cada día se publica una pregunta nueva a las 00:00 (hora de Madrid), con 5 intentos y hasta 3 pistas. Con una cuenta se guardan tus puntuaciones, apareces en las clasificaciones y puedes jugar los retos del último mes.',
        ],
      },
      {
        id: 'age',
        title: '3. Edad mínima',
        paragraphs: [
          'Debes tener al menos 13 años para usar el juego. Si tienes menos de 18 años, necesitas el consentimiento de tu madre, padre o tutor legal para crear una cuenta, y ellos deben revisar estos términos contigo.',
        ],
      },
      {
        id: 'accounts',
        title: '4. Cuentas de usuario',
        paragraphs: [
          'Para registrarte debes dar datos reales y mantenerlos al día. Eres responsable de guardar tu contraseña y de lo que se haga desde tu cuenta; avísanos si sospechas de un acceso no autorizado. Cada persona puede tener una sola cuenta. Tu nombre de usuario será visible en las clasificaciones: no elijas uno ofensivo ni que suplante a otra persona.',
        ],
      },
      {
        id: 'fairPlay',
        title: '5. Juego limpio',
        paragraphs: [
          'Queremos clasificaciones justas. No está permitido usar programas automáticos, manipular las peticiones al servidor, aprovechar fallos, jugar varias veces el mismo día con distintas cuentas o sin sesión para luego repetir con ella, ni compartir la respuesta antes de que acabe el día. Podemos anular puntuaciones o bloquear el acceso a quien lo haga.',
        ],
      },
      {
        id: 'scores',
        title: '6. Puntuaciones y clasificaciones',
        paragraphs: [
          'Las puntuaciones las calcula el servidor según el sistema descrito en «Cómo jugar». Podemos corregir puntuaciones afectadas por errores técnicos y ajustar el sistema de puntuación o las clasificaciones para mejorar el juego. Las clasificaciones no dan derecho a ningún premio.',
        ],
      },
      {
        id: 'content',
        title: '7. Contenido y propiedad intelectual',
        paragraphs: [
          'El diseño, el código, los textos y la selección de preguntas y pistas de Fútbol Trivia nos pertenecen. Los nombres de jugadores, clubes y competiciones se usan solo con fines informativos y de entretenimiento, y las marcas pertenecen a sus titulares. Puedes compartir tus resultados, pero no copiar ni redistribuir el banco de preguntas.',
        ],
      },
      {
        id: 'affiliation',
        title: '8. Sin afiliación',
        paragraphs: [
          'Fútbol Trivia es un proyecto independiente. No está afiliado, patrocinado ni respaldado por LaLiga, la Real Federación Española de Fútbol, ningún club ni ninguna otra organización de fútbol.',
        ],
      },
      {
        id: 'funding',
        title: '9. Publicidad y donaciones',
        paragraphs: [
          'El juego se financia con anuncios discretos y donaciones voluntarias a través de una plataforma externa. Las donaciones son voluntarias y no dan ventajas en el juego; se rigen además por las condiciones de esa plataforma. No respondemos del contenido de los anuncios ni de los sitios externos enlazados.',
        ],
      },
      {
        id: 'availability',
        title: '10. Disponibilidad y responsabilidad',
        paragraphs: [
          'Ofrecemos el juego «tal cual», sin garantía de que esté siempre disponible o libre de errores, y podemos modificarlo o interrumpirlo. Revisamos las preguntas con cuidado, pero pueden contener errores: si encuentras uno, cuéntanoslo. En la medida que permita la ley, no somos responsables de daños derivados del uso del juego, sin perjuicio de tus derechos como consumidor.',
        ],
      },
      {
        id: 'termination',
        title: '11. Baja y eliminación de la cuenta',
        paragraphs: [
          'Puedes eliminar tu cuenta cuando quieras desde los ajustes de tu perfil o pidiéndonoslo a través del formulario de contacto. Al eliminarla se borran tu cuenta, tus partidas y tus estadísticas. Podemos suspender o cerrar cuentas que incumplan estos términos, avisándote cuando sea posible.',
        ],
      },
      {
        id: 'changes',
        title: '12. Cambios en los términos',
        paragraphs: [
          'Podemos actualizar estos términos. Publicaremos los cambios en esta página y, si son importantes, lo avisaremos en el juego. Si sigues jugando después de un cambio, aceptas los nuevos términos.',
        ],
      },
      {
        id: 'law',
        title: '13. Ley aplicable y contacto',
        paragraphs: [
          'Estos términos se rigen por la ley española. Cualquier controversia se someterá a los juzgados y tribunales que correspondan conforme a la ley; si eres consumidor, los de tu domicilio. Para cualquier duda sobre estos términos, escríbenos desde el formulario de contacto.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Política de cookies',
    intro:
      'Esta política explica qué cookies y tecnologías similares usa Fútbol Trivia, para qué sirven, cuánto duran y cómo puedes controlarlas.',
    whatTitle: '¿Qué son las cookies?',
    what: 'Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar información entre visitas. Tecnologías parecidas, como el almacenamiento local y el de sesión, cumplen la misma función; en esta política las tratamos igual.',
    tableTitle: 'Lo que guardamos en tu navegador',
    tableCaption: 'Datos que Fútbol Trivia guarda en el almacenamiento local de tu navegador',
    columns: {
      name: 'Nombre',
      purpose: 'Finalidad',
      duration: 'Duración',
      type: 'Tipo',
    },
    date: 'AAAA-MM-DD',
    kinds: {
      essential: 'Esencial',
      preferences: 'Preferencias',
    },
    rows: {
      token: {
        purpose: 'Mantener tu sesión iniciada',
        duration: 'Hasta que cierras sesión (la sesión caduca a los 7 días)',
      },
      user: {
        purpose: 'Mostrar tu nombre en la cabecera mientras se comprueba tu sesión',
        duration: 'Hasta que cierras sesión',
      },
      lang: {
        purpose: 'Recordar tu idioma',
        duration: 'Permanente',
      },
      theme: {
        purpose: 'Recordar tu tema (oscuro o claro)',
        duration: 'Permanente',
      },
      contrast: {
        purpose: 'Recordar que usas los colores de alto contraste',
        duration: 'Mientras los tengas activados',
      },
      anonId: {
        purpose:
          'Un identificador aleatorio de este navegador, para guardar en el servidor las partidas jugadas sin cuenta y aplicar el juego limpio',
        duration: 'Permanente',
      },
      dailyGame: {
        purpose: 'El resultado del reto de hoy',
        duration: 'Hasta el cambio de día (00:00, hora de Madrid)',
      },
      gameDay: {
        purpose: 'Qué día es en el juego y cuándo empieza el siguiente, como lo dijo el servidor',
        duration: 'Se sustituye cada día',
      },
      history: {
        purpose: 'Tus estadísticas sin cuenta: fecha, resultado e intentos de cada partida terminada en este navegador',
        duration: 'Permanente (las últimas 400)',
      },
      debugMode: {
        purpose: 'Las partidas de prueba de los administradores',
        duration: 'Hasta que acaba la partida de prueba',
      },
      hardMode: {
        purpose: 'Recordar que juegas en modo difícil (sin pistas)',
        duration: 'Mientras lo tengas activado',
      },
      lastCheckedDate: {
        purpose: 'El último día en que se comprobó el cambio de pregunta',
        duration: 'Se sustituye cada día',
      },
      questionCache: {
        purpose: 'La pregunta de ese día (nunca su respuesta), para mostrarla antes',
        duration: 'Hasta el cambio de día',
      },
    },
    typesTitle: 'Tipos de cookies',
    types: [
      'Esenciales: necesarias para iniciar sesión y para saber si ya has jugado hoy. No se pueden desactivar sin que el juego deje de funcionar.',
      'De preferencias: recuerdan tu idioma y tu tema.',
      'Analíticas: no usamos cookies analíticas.',
      'Publicitarias: solo las de los proveedores de anuncios, cuando hay anuncios activos, y las personalizadas únicamente con tu consentimiento.',
    ],
    storageTitle: 'Almacenamiento local, sin cookies propias',
    storage: [
      'Todo lo de la tabla se guarda en el almacenamiento local (localStorage) de tu navegador: no usamos cookies propias ni el almacenamiento de sesión (sessionStorage). El almacenamiento local no viaja solo al servidor; el juego envía lo que necesita (tu sesión, tu idioma, el identificador anónimo) con cada petición. Los datos se quedan hasta que cierras sesión, cambia el día o los borras, según la tabla.',
      'Para que el juego abra sin conexión, el navegador guarda además una copia de sus archivos (la caché de la aplicación, que se renueva con cada versión). Nunca usamos nada de esto para seguirte por otros sitios web.',
    ],
    thirdPartyTitle: 'Cookies de terceros',
    thirdParty:
      'Cuando hay anuncios activos, el proveedor de publicidad puede instalar sus propias cookies. Los enlaces a nuestra red social y a la plataforma de donaciones llevan a sitios externos que usan sus propias cookies solo si los visitas.',
    manageTitle: 'Cómo gestionar las cookies',
    manage:
      'Puedes ver, bloquear o borrar las cookies y los datos de sitios desde la configuración de tu navegador. Si borras los datos de Fútbol Trivia, se cerrará tu sesión y se perderán tus preferencias y el estado del reto de hoy en ese navegador.',
    browsersLabel: 'Configuración de cookies por navegador',
    changes:
      'Podemos actualizar esta política si cambian las cookies que usamos. Si tienes dudas, escríbenos desde el formulario de contacto.',
  },
} as const;

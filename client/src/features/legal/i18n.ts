/** Texts of the legal pages (spec sections 1, 2 and 3): privacy policy, terms and cookie policy. */
import { addTexts } from '../../i18n/index.ts';

export const legal = addTexts('legal', {
  es: {
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
      columns: { name: 'Nombre', purpose: 'Finalidad', duration: 'Duración', type: 'Tipo' },
      date: 'AAAA-MM-DD',
      kinds: { essential: 'Esencial', preferences: 'Preferencias' },
      rows: {
        token: {
          purpose: 'Mantener tu sesión iniciada',
          duration: 'Hasta que cierras sesión (la sesión caduca a los 7 días)',
        },
        user: {
          purpose: 'Mostrar tu nombre en la cabecera mientras se comprueba tu sesión',
          duration: 'Hasta que cierras sesión',
        },
        lang: { purpose: 'Recordar tu idioma', duration: 'Permanente' },
        theme: { purpose: 'Recordar tu tema (oscuro o claro)', duration: 'Permanente' },
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
        history: {
          purpose:
            'Tus estadísticas sin cuenta: fecha, resultado e intentos de cada partida terminada en este navegador',
          duration: 'Permanente (las últimas 400)',
        },
        debugMode: {
          purpose: 'Las partidas de prueba de los administradores',
          duration: 'Hasta que acaba la partida de prueba',
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
  },
  en: {
    lastUpdated: 'Last updated: {{date}}',
    contactButton: 'Go to the contact form',
    privacy: {
      title: 'Privacy policy',
      intro:
        'At Fútbol Trivia we take your privacy seriously. This policy explains what data we process when you play, what we use it for and what rights you have, under the General Data Protection Regulation (GDPR) and Spanish law.',
      sections: [
        {
          id: 'data',
          title: 'Data we collect and how we use it',
          paragraphs: ['We only collect the data the game needs to work:'],
          items: [
            'Account: username, e-mail address, password (stored only as a hash, never in plain text) and registration date.',
            'Games: for each game, the day, the question, your attempts, the hints used, the time, the score and the stars. We use them to compute your statistics and the leaderboards.',
            'Playing without an account: a random identifier generated in your browser so the server can validate your game. It is not linked to your identity and those scores do not enter the leaderboards.',
            'Contact messages: the name, e-mail, subject and message you send us, so we can reply.',
            'Technical data: your IP address and browser type, used temporarily to keep the service secure and prevent abuse.',
          ],
          after: [
            'We use this data to provide the game, keep your account, show your username and score on the public leaderboards, send the e-mails you ask for (such as password recovery), answer your messages and protect the game against cheating and abuse. The legal basis is the performance of the terms of service, our legitimate interest in security and, for personalised advertising, your consent.',
            'We do not sell your data. We keep your account and game data while the account exists, and contact messages for as long as we need to handle them.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies',
          paragraphs: ["We use cookies and similar technologies, such as the browser's local storage, of four kinds:"],
          items: [
            'Essential: keep you signed in and remember whether you have played today. The game does not work without them.',
            'Preferences: remember your language and theme (dark or light).',
            'Analytics: we do not currently use analytics cookies. If we ever do, we will ask for your permission first.',
            'Advertising: ad providers may use them to show and measure ads; personalised ones only with your consent.',
          ],
          after: ['All the details, including how long each one lasts, are in our cookie policy.'],
        },
        {
          id: 'ads',
          title: 'Third-party advertising',
          paragraphs: [
            'To fund the game we show discreet ads in side slots of some pages. When they are active, they are served by an external provider that may use cookies and browser identifiers to show ads, limit how often you see the same one and measure their performance.',
            'That provider processes the data as an independent controller, under its own privacy policy. We never share your e-mail, username or games with it.',
          ],
        },
        {
          id: 'rights',
          title: 'Your rights',
          paragraphs: ['At any time you can:'],
          items: [
            'Access your data: you see it in your profile and can ask us for a copy.',
            'Correct it: change your e-mail or password in the profile settings, or ask us for any other correction.',
            'Delete your account: from the profile settings. Your account, games and statistics are erased.',
            'Opt out of personalised ads: withdraw your consent or adjust the ad preferences of your browser and of the provider.',
            'Export your data: the export button in your profile downloads a file with everything we store about you.',
          ],
          after: [
            'You can also object to or ask us to restrict processing, and lodge a complaint with the Spanish Data Protection Agency (aepd.es) if you think we have not handled your request properly.',
          ],
        },
        {
          id: 'security',
          title: 'Security',
          paragraphs: ['We protect your data with reasonable technical measures:'],
          items: [
            'Passwords hashed with a secure algorithm (bcrypt): not even we can read them.',
            'Encrypted HTTPS connections.',
            'Authentication with signed tokens that expire after 7 days and are invalidated when you change your password.',
          ],
          after: [
            'No system is infallible: if we detect a breach affecting your data, we will tell you and notify the authority as the law requires.',
          ],
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          paragraphs: [
            'We may update this policy when the game or the law changes. We will publish the new version on this page with its update date and, if the changes are significant, announce them in the game.',
          ],
        },
      ],
      contact: {
        title: 'Contact',
        text: 'For any privacy question or to exercise your rights, write to us through the contact form. We will reply within 24 to 72 hours.',
      },
      cookiesLink: 'Read the cookie policy',
    },
    terms: {
      title: 'Terms and conditions',
      intro:
        'These terms govern the use of Fútbol Trivia. Please read them carefully: by playing or creating an account, you accept them.',
      sections: [
        {
          id: 'acceptance',
          title: '1. Acceptance',
          paragraphs: [
            'By accessing the game you accept these terms and our privacy policy. If you do not agree with them, do not use the service.',
          ],
        },
        {
          id: 'service',
          title: '2. Description of the service',
          paragraphs: [
            'Fútbol Trivia is a free daily trivia game about LaLiga, for entertainment. Every day a new question is published at 00:00 (Madrid time), with 5 attempts and up to 3 hints. With an account your scores are saved, you appear on the leaderboards and you can play the challenges of the last month.',
          ],
        },
        {
          id: 'age',
          title: '3. Minimum age',
          paragraphs: [
            'You must be at least 13 years old to use the game. If you are under 18, you need the consent of your parent or legal guardian to create an account, and they should review these terms with you.',
          ],
        },
        {
          id: 'accounts',
          title: '4. User accounts',
          paragraphs: [
            'To register you must give accurate details and keep them up to date. You are responsible for keeping your password safe and for what is done from your account; tell us if you suspect unauthorised access. Each person may have only one account. Your username will be visible on the leaderboards: do not choose an offensive one or one that impersonates someone else.',
          ],
        },
        {
          id: 'fairPlay',
          title: '5. Fair play',
          paragraphs: [
            'We want fair leaderboards. You may not use automated programs, tamper with requests to the server, exploit bugs, play the same day several times with different accounts or without signing in and then again signed in, or share the answer before the day is over. We may void scores or block access for anyone who does.',
          ],
        },
        {
          id: 'scores',
          title: '6. Scores and leaderboards',
          paragraphs: [
            'Scores are computed by the server with the system described in "How to play". We may correct scores affected by technical errors and adjust the scoring system or the leaderboards to improve the game. The leaderboards do not entitle anyone to a prize.',
          ],
        },
        {
          id: 'content',
          title: '7. Content and intellectual property',
          paragraphs: [
            'The design, code, texts and the selection of questions and hints of Fútbol Trivia belong to us. Names of players, clubs and competitions are used for information and entertainment only, and trademarks belong to their owners. You may share your results, but not copy or redistribute the question bank.',
          ],
        },
        {
          id: 'affiliation',
          title: '8. No affiliation',
          paragraphs: [
            'Fútbol Trivia is an independent project. It is not affiliated with, sponsored or endorsed by LaLiga, the Royal Spanish Football Federation, any club or any other football organisation.',
          ],
        },
        {
          id: 'funding',
          title: '9. Advertising and donations',
          paragraphs: [
            "The game is funded by discreet ads and by voluntary donations through an external platform. Donations are voluntary and give no advantage in the game; they are also subject to that platform's terms. We are not responsible for the content of ads or of linked external sites.",
          ],
        },
        {
          id: 'availability',
          title: '10. Availability and liability',
          paragraphs: [
            'We provide the game "as is", without any guarantee that it will always be available or free of errors, and we may change or discontinue it. We review the questions carefully, but they may contain mistakes: if you find one, let us know. To the extent permitted by law, we are not liable for damages arising from the use of the game, without prejudice to your rights as a consumer.',
          ],
        },
        {
          id: 'termination',
          title: '11. Closing and deleting your account',
          paragraphs: [
            'You can delete your account whenever you want from your profile settings or by asking us through the contact form. Deleting it erases your account, games and statistics. We may suspend or close accounts that break these terms, notifying you where possible.',
          ],
        },
        {
          id: 'changes',
          title: '12. Changes to the terms',
          paragraphs: [
            'We may update these terms. We will publish the changes on this page and, if they are significant, announce them in the game. If you keep playing after a change, you accept the new terms.',
          ],
        },
        {
          id: 'law',
          title: '13. Governing law and contact',
          paragraphs: [
            'These terms are governed by Spanish law. Any dispute will be submitted to the courts that have jurisdiction under the law; if you are a consumer, those of your place of residence. For any question about these terms, write to us through the contact form.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookie policy',
      intro:
        'This policy explains which cookies and similar technologies Fútbol Trivia uses, what they are for, how long they last and how you can control them.',
      whatTitle: 'What are cookies?',
      what: 'Cookies are small files that a website stores in your browser to remember information between visits. Similar technologies, such as local and session storage, do the same job; this policy treats them alike.',
      tableTitle: 'What we keep in your browser',
      tableCaption: "Data Fútbol Trivia keeps in your browser's local storage",
      columns: { name: 'Name', purpose: 'Purpose', duration: 'Duration', type: 'Type' },
      date: 'YYYY-MM-DD',
      kinds: { essential: 'Essential', preferences: 'Preferences' },
      rows: {
        token: { purpose: 'Keep you signed in', duration: 'Until you sign out (a session expires after 7 days)' },
        user: { purpose: 'Show your name in the header while your session is checked', duration: 'Until you sign out' },
        lang: { purpose: 'Remember your language', duration: 'Permanent' },
        theme: { purpose: 'Remember your theme (dark or light)', duration: 'Permanent' },
        contrast: { purpose: 'Remember that you use the high-contrast colours', duration: 'While they are on' },
        anonId: {
          purpose:
            'A random identifier of this browser, so the games played without an account are kept on the server and fair play applies',
          duration: 'Permanent',
        },
        dailyGame: { purpose: "Today's challenge result", duration: 'Until the day changes (00:00, Madrid time)' },
        history: {
          purpose:
            'Your statistics without an account: the date, result and attempts of each game finished in this browser',
          duration: 'Permanent (the last 400)',
        },
        debugMode: { purpose: "Admins' test games", duration: 'Until the test game ends' },
        lastCheckedDate: { purpose: 'The last day the change of question was checked', duration: 'Replaced every day' },
        questionCache: {
          purpose: "That day's question (never its answer), to show it sooner",
          duration: 'Until the day changes',
        },
      },
      typesTitle: 'Types of cookies',
      types: [
        'Essential: needed to sign in and to know whether you have played today. They cannot be turned off without breaking the game.',
        'Preferences: remember your language and theme.',
        'Analytics: we do not use analytics cookies.',
        'Advertising: only those of ad providers, when ads are active, and personalised ones only with your consent.',
      ],
      storageTitle: 'Local storage, no cookies of our own',
      storage: [
        "Everything in the table is kept in your browser's local storage (localStorage): we set no cookies of our own and do not use session storage (sessionStorage). Local storage is not sent to the server by itself; the game sends what it needs (your session, your language, the anonymous identifier) with each request. The data stays until you sign out, the day changes or you delete it, as the table says.",
        'So that the game opens offline, the browser also keeps a copy of its files (the app cache, renewed with each version). We never use any of this to track you across other websites.',
      ],
      thirdPartyTitle: 'Third-party cookies',
      thirdParty:
        'When ads are active, the ad provider may set its own cookies. The links to our social network and to the donation platform lead to external sites that use their own cookies only if you visit them.',
      manageTitle: 'How to manage cookies',
      manage:
        "You can view, block or delete cookies and site data in your browser settings. If you delete Fútbol Trivia's data, you will be signed out and lose your preferences and today's challenge status in that browser.",
      browsersLabel: 'Cookie settings by browser',
      changes:
        'We may update this policy if the cookies we use change. If you have any questions, write to us through the contact form.',
    },
  },
});

import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
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
    columns: {
      name: 'Name',
      purpose: 'Purpose',
      duration: 'Duration',
      type: 'Type',
    },
    date: 'YYYY-MM-DD',
    kinds: {
      essential: 'Essential',
      preferences: 'Preferences',
    },
    rows: {
      token: {
        purpose: 'Keep you signed in',
        duration: 'Until you sign out (a session expires after 7 days)',
      },
      user: {
        purpose: 'Show your name in the header while your session is checked',
        duration: 'Until you sign out',
      },
      lang: {
        purpose: 'Remember your language',
        duration: 'Permanent',
      },
      theme: {
        purpose: 'Remember your theme (dark or light)',
        duration: 'Permanent',
      },
      contrast: {
        purpose: 'Remember that you use the high-contrast colours',
        duration: 'While they are on',
      },
      anonId: {
        purpose:
          'A random identifier of this browser, so the games played without an account are kept on the server and fair play applies',
        duration: 'Permanent',
      },
      dailyGame: {
        purpose: "Today's challenge result",
        duration: 'Until the day changes (00:00, Madrid time)',
      },
      gameDay: {
        purpose: 'Which day it is in the game and when the next one starts, as the server said',
        duration: 'Replaced every day',
      },
      history: {
        purpose:
          'Your statistics without an account: the date, result and attempts of each game finished in this browser',
        duration: 'Permanent (the last 400)',
      },
      debugMode: {
        purpose: "Admins' test games",
        duration: 'Until the test game ends',
      },
      hardMode: {
        purpose: 'Remember that you play in hard mode (no hints)',
        duration: 'While it is on',
      },
      lastCheckedDate: {
        purpose: 'The last day the change of question was checked',
        duration: 'Replaced every day',
      },
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
} satisfies Translation<typeof es>;

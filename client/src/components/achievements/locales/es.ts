// The achievements' section of the profile and their announcement at the end of a play (namespace
// `achievementList`); each achievement's own name and description come from the server.
export default {
  title: 'Logros',
  error: 'No se pudieron cargar tus logros.',
  summary: '{{earned}} de {{total}} conseguidos',
  next: 'El siguiente: {{nombre}}',
  rule: 'Solo cuenta la pregunta de cada día jugada ese mismo día con tu cuenta: repetir días pasados no suma.',
  earnedOn: 'Conseguido el {{fecha}}',
  progress: '{{actual}} de {{objetivo}}',
  progressLabel: 'Progreso de «{{nombre}}»',
  earnedNow_one: '¡Logro conseguido!',
  earnedNow_other: '¡{{count, number}} logros conseguidos!',
};

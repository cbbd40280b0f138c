// Names nobody should have to read in a ranking (usernames' rule, league names' too): obscenity's
// English set, with its resolution of look-alike letters, leetspeak and repeated letters, plus the
// Spanish list of naughty-words (LDNOOBW) as whole words. Checked on the server (the word lists stay
// out of the pages).
import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from 'obscenity';
import naughty from 'naughty-words/es.json' with { type: 'json' };

/** Ordinary words of the Spanish list that a league or a player may well be called by. */
const ORDINARY = new Set([
  'asesinato',
  'concha',
  'drogas',
  'heroina',
  'infierno',
  'martillo',
  'maldito',
  'racista',
  'trio',
  'travesti',
]);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const spanish = new DataSet<{ originalWord: string }>();
for (const entry of naughty as string[]) {
  const word = fold(entry);
  if (ORDINARY.has(word) || !/^[a-z ]+$/.test(word)) continue;
  // Whole words (and their plurals) only: "puta" refuses "Puta Madrid", not "Disputa".
  spanish.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(pattern`|${word}[e][s]|`));
}

const matcher = new RegExpMatcher({
  ...new DataSet<{ originalWord: string }>().addAll(englishDataset).addAll(spanish).build(),
  ...englishRecommendedTransformers,
});

/** Whether a name holds a profane word; CamelCase and digits split words ("PutaMadrid7" → "puta madrid 7"). */
export function isProfane(name: string): boolean {
  const words = name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{L})(\p{Nd})|(\p{Nd})(\p{L})/gu, '$1$3 $2$4');
  return matcher.hasMatch(fold(words));
}

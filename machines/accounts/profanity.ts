// Names nobody should have to read in a ranking (usernames' rule, league names' too): obscenity's
// English set, with its resolution of look-alike letters, leetspeak and repeated letters, plus the
// Spanish list of naughty-words (LDNOOBW) as whole words. Checked on the server (the word lists stay
// out of the pages).
//
// Real names first: a few short English terms begin or sit inside names people and footballers have
// (Dickson, Shitu, Analia, Cumhur, Fagner, Pissarro, Assoumani, Semenya, Hanuš), so inside a longer
// word such a term counts only when what surrounds it makes an insult of it: an ending ("Dicks",
// "Shitty", "Wanker"), another word of an insult ("Shithead", "Dumbass", "Asswipe") or another
// profane word. The other terms count anywhere, as obscenity has them. A word that is a real name the
// terms would still refuse (the bank's "Kike", the surname "Dykes") is on an allow-list of whole words.
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  type MatchPayload,
  pattern,
  RegExpMatcher,
} from 'obscenity';
import unhomoglyph from 'unhomoglyph';
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

const list = (words: string) => words.split(' ');

/** Short terms that real names begin with or hold: inside a longer word they need an insult around them. */
const NAME_PARTS = new Set(list('anal anus arse ass cum dick dyke fag kike orgy piss semen shit wank'));
/** Endings that keep such a term what it is ("dicks", "shitty", "wanker", "faggot"). */
const ENDINGS = new Set(list('s es z y ie ies er ers ed ing ings ty got gots ot ots'));
/** Words that make an insult of such a term after it ("shithead") or before it ("dumbass"). */
const INSULT_AFTER = list(
  'head face hole wad wipe bag bucket brain lord lick suck stain dump hat clown boy girl bird breath weed munch eat lover nut waffle',
);
const INSULT_BEFORE = list(
  'dumb big fat lard jack smart bad kiss lick suck eat love hard my your ur stupid little horse bull dog holy tiny small hairy',
);

/**
 * Real names, as whole words, that the terms refuse even so: words of the question bank's answers
 * (its unit test keeps every answer passing) and surnames a player may have.
 */
const REAL_NAMES = new Set(['kike', 'dykes']);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const spanish = new DataSet<{ originalWord: string }>();
for (const entry of naughty as string[]) {
  const word = fold(entry);
  if (ORDINARY.has(word) || !/^[a-z ]+$/.test(word)) continue;
  // Whole words (and their plurals) only: "puta" refuses "Puta Madrid", not "Disputa".
  spanish.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(pattern`|${word}[e][s]|`));
}

// obscenity has "ass" only at a word's start; at its end too ("Dumbass"), where the rule above judges it.
const assAtEnd = new DataSet<{ originalWord: string }>().addPhrase((phrase) =>
  phrase.setMetadata({ originalWord: 'ass' }).addPattern(pattern`ass|`),
);
const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset).addAll(spanish).addAll(assAtEnd);
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/**
 * The name's words, folded: split at spaces, at CamelCase ("PutaMadrid" → "puta madrid") and where
 * digits begin or end a word ("Puta7" → "puta 7"); digits inside a word stay, as leetspeak ("Sh1t").
 */
function words(name: string): string {
  const split = name
    .replace(/(\p{Ll}|\p{Nd})(\p{Lu})/gu, '$1 $2')
    .split(' ')
    .map((word) => word.replace(/^(\p{Nd}+)(?=\p{L})/u, '$1 ').replace(/(?<=\p{L})(\p{Nd}+)$/u, ' $1'))
    .join(' ');
  // Letters obscenity does not resolve (the dotless "ı" of "Dıck") become their Latin prototype.
  return fold(split).replace(/[^\p{ASCII}]/gu, (char) => fold(unhomoglyph(char)));
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' };
const unleet = (text: string) => text.replace(/\d/g, (digit) => LEET[digit] ?? digit);

/** Whether what stands beside a name part in its word makes an insult of it ("h0le" is "hole"). */
function insulting(rawBefore: string, rawAfter: string): boolean {
  const before = unleet(rawBefore);
  const after = unleet(rawAfter);
  const beforeOk = before === '' || INSULT_BEFORE.some((part) => before.endsWith(part)) || matcher.hasMatch(before);
  const afterOk =
    after === '' ||
    ENDINGS.has(after) ||
    INSULT_AFTER.some((part) => after.startsWith(part)) ||
    matcher.hasMatch(after);
  return beforeOk && afterOk;
}

/** Whether a match refuses the name, judged within the word that holds it. */
function counts(text: string, match: MatchPayload): boolean {
  const start = text.lastIndexOf(' ', match.startIndex) + 1;
  const spaceAfter = text.indexOf(' ', match.startIndex);
  const end = spaceAfter === -1 ? text.length : spaceAfter;
  if (match.endIndex >= end) return true; // across words ("double penetration")
  const word = text.slice(start, end);
  if (REAL_NAMES.has(word)) return false;
  const term = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
  if (!NAME_PARTS.has(term)) return true;
  return insulting(text.slice(start, match.startIndex), text.slice(match.endIndex + 1, end));
}

/** Whether a name holds a profane word. */
export function isProfane(name: string): boolean {
  const text = words(name);
  return matcher.getAllMatches(text).some((match) => counts(text, match));
}

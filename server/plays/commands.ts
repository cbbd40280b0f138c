// Plays as event streams: each command reads the stream, lets the game machine decide
// (machines/game/decide.ts), and appends at the version it read, so two simultaneous commands can
// never both count.
import type { GuessReply, HintReply, StartReply } from '../../contracts/api/plays.ts';
import { at, occurredAt, type PlayEvent, type PlayStarted } from '../../contracts/events.ts';
import type { PlayMode } from '../../contracts/game.ts';
import { Refused } from '../../contracts/refusals.ts';
import { VersionConflict, type AppendGuard } from '../../contracts/store.ts';
import { playStreamId } from '../../contracts/streams.ts';
import {
  decideGuess,
  decideHint,
  isFinished,
  nextHintOrder,
  playFromStream,
  type Decision,
  type Play,
} from '../../machines/game/decide.ts';
import { gameDay, madridDay, playableDay, questionOfDay, today } from '../days/index.ts';
import { type Caller, conflict } from '../http/index.ts';
import { getQuestion, hintOf, preguntaView, type StoredQuestion } from '../questions/index.ts';
import type { CommandKey } from '../idempotency/index.ts';
import type { Services } from '../services.ts';
import { carryGuestPlay } from './claim.ts';
import { anonymousPlayGuard, finishingGuard, seenByAnotherAccount, takeNewPlay } from './guards.ts';
import { newDebugStreamId, playerOf } from './streams.ts';
import { loadPlay, playOfStream, streamOfTarget, type PlayTarget } from './target.ts';
import { partidaView } from './views.ts';

/** What a command decided, and the guard its append goes in under (if any). */
type Guarded = Decision & { guard?: AppendGuard };

/** A command's outcome, from which its answer is made (again, for a resend, from its stored events). */
type Outcome = { play: Play; question: StoredQuestion; recorded: PlayEvent[]; now: Date };

/**
 * What an earlier command under this Idempotency-Key did, made again from the events it appended
 * (its key's row names them), or null: a resend whose first command went in (its reply lost) is
 * answered from it where it would otherwise be refused or conflict. The look-up costs a statement
 * only then, never on a command's way in.
 */
async function keptOutcome(services: Services, commandKey: CommandKey | null): Promise<Outcome | null> {
  if (!commandKey) return null;
  const earlier = await services.answers.earlier(commandKey);
  if (!earlier || earlier === 'under way' || !('streamId' in earlier)) return null;
  const stored = await services.store.readStream(earlier.streamId);
  if (stored.length < earlier.last) return null;
  const play = playFromStream(earlier.streamId, stored.slice(0, earlier.last), madridDay);
  const recorded = stored.slice(earlier.first - 1, earlier.last);
  return {
    play,
    question: await getQuestion(services, play.started.preguntaId),
    recorded: recorded as unknown as PlayEvent[],
    now: occurredAt(recorded[0]),
  };
}

/**
 * Appends what `decide` records at the version of the play it decided on, with the command's
 * Idempotency-Key in the same statement, and answers with `answer`. Commands on one play run one after another in
 * this instance (a double click gets an answer, not a conflict); across instances the stream version
 * decides: a conflict drops the cached play and the command runs once more on the stored one, and a
 * second conflict is a 409. An append refused by its guard alone (the stream did not move) is decided
 * once more, told so (`guardRefused`). A refusal or conflict of a command whose key already holds an
 * answer is that answer.
 */
async function runCommand<R>(
  services: Services,
  caller: Caller,
  target: PlayTarget,
  decide: (play: Play, question: StoredQuestion, now: Date, guardRefused: boolean) => Guarded,
  answer: (outcome: Outcome) => R,
  commandKey: CommandKey | null,
): Promise<R> {
  const streamId = streamOfTarget(services, caller, target);
  if (streamId instanceof Refused) throw streamId;
  /** The earlier command's answer, if this is its resend (on this play). */
  const kept = async (): Promise<R | null> => {
    const outcome = await keptOutcome(services, commandKey);
    return outcome && outcome.play.streamId === streamId ? answer(outcome) : null;
  };
  const refused = async (error: unknown): Promise<R> => {
    const earlier = error instanceof Refused ? await kept() : null;
    if (earlier) return earlier;
    throw error;
  };
  return services.playQueue.run(streamId, async () => {
    let guardRefused = false;
    for (let conflicts = 0; ; ) {
      const play = await playOfStream(services, caller, target, streamId);
      if (play instanceof Refused) return refused(play);
      const question = await getQuestion(services, play.started.preguntaId);
      const now = services.now();
      let decision: Guarded;
      try {
        decision = decide(play, question, now, guardRefused);
      } catch (error) {
        return refused(error);
      }
      const { recorded, next, guard } = decision;
      if (!guardRefused && (await seenByAnotherAccount(services, play, recorded, caller))) {
        guardRefused = true;
        continue;
      }
      const reply = answer({ play: next, question, recorded, now });
      try {
        await services.store.append(
          streamId,
          play.version,
          recorded.map((event) => ({ ...event, metadata: at(now) })),
          guard,
          commandKey ?? undefined,
        );
        services.cache.plays.set(streamId, next);
        return reply;
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
        services.cache.plays.delete(streamId);
        const earlier = await kept();
        if (earlier) return earlier;
        if (guard && (await loadPlay(services, streamId))?.version === play.version) guardRefused = true;
        else if (++conflicts === 2) throw conflict('CONFLICT', 'plays:CONFLICT');
      }
    }
  });
}

export type StartInput = { fecha?: string | null; modo?: PlayMode | null; dificil?: boolean | null };

/**
 * Starts or resumes the caller's play of a day (today by default); an admin's debug play is always
 * new. Hard mode (`dificil`) is chosen by the start that makes the play: a resumed play keeps its own.
 */
export async function startPlay(
  services: Services,
  caller: Caller,
  input: StartInput,
  commandKey: CommandKey | null = null,
): Promise<StartReply> {
  const debug = input.modo === 'debug';
  if (debug && !caller.isAdmin) throw new Refused('ADMIN_REQUIRED', {}, 'debug');
  const fecha = playableDay(services, input.fecha ?? undefined);
  const current = today(services);
  if (!debug && fecha !== current && caller.userId === null) throw new Refused('AUTH_REQUIRED', {}, 'pastPlay');
  const player = debug ? null : playerOf(caller);
  const streamId = player ? playStreamId(player, fecha) : newDebugStreamId();
  const question = await getQuestion(services, await questionOfDay(services, fecha));

  // A start that finds the play already there resumes it; a new one is one append (the fair play
  // checks cost a read only for the few they refuse).
  let play = services.cache.plays.get(streamId) ?? null;
  let budget: string | null = null;
  if (play === null && player?.anonId) {
    budget = takeNewPlay(services, caller);
    if (budget === null) {
      play = await loadPlay(services, streamId);
      if (play === null) throw new Refused('TOO_MANY_NEW_PLAYS');
    }
  }
  const answerOf = (play: Play, now: Date): StartReply => ({
    partida: partidaView(play, question, now),
    pregunta: preguntaView(question, fecha, isFinished(play)),
    dia: gameDay(now),
  });
  if (play === null) {
    const guard = player ? anonymousPlayGuard(services, caller, fecha === current) : undefined;
    const started: PlayStarted = {
      type: 'PlayStarted',
      data: {
        playId: streamId,
        fecha,
        modo: debug ? 'debug' : fecha === current ? 'diaria' : 'pasada',
        preguntaId: question.id,
        userId: caller.userId,
        anonId: player?.anonId ?? null,
        structure: { longitud: question.longitud, espacios: question.espacios },
        ...(caller.userId !== null && !debug ? { browser: caller.anonId } : {}),
        hardMode: input.dificil === true,
      },
    };
    const now = services.now();
    const event = { ...started, metadata: at(now) };
    // The play as its stored event will make it (a play reads only the event's data and its `at`),
    // folded once: the answer is made before the append, which keeps the key with the event.
    const made = playFromStream(
      streamId,
      [{ ...event, streamId, streamVersion: 1, globalPosition: 0, createdAt: now }],
      madridDay,
    );
    const reply = answerOf(made, now);
    try {
      await services.store.append(streamId, 0, [event], guard, commandKey ?? undefined);
      services.cache.plays.set(streamId, made);
      return reply;
    } catch (error) {
      if (budget) services.counters.release(budget);
      // Started before (or a moment ago by the same player's other request): resume that one. With
      // none there, the guard refused: this browser's anonymous play of today was played. Unfinished,
      // the account carries it on (what it showed goes with it); ended, the anti-exploit rule.
      if (!(error instanceof VersionConflict)) throw error;
      // A resend of this start, whose play went in (an admin's debug play is a new stream each time).
      const earlier = await keptOutcome(services, commandKey);
      if (earlier) return answerOf(earlier.play, earlier.now);
      play = await loadPlay(services, streamId);
      if (play === null && guard && caller.userId !== null && caller.anonId !== null)
        play = await carryGuestPlay(services, caller.userId, caller.anonId);
      if (play === null) {
        if (guard) throw new Refused('ANTI_EXPLOIT');
        throw new Error(`stream ${streamId} vanished after its start`);
      }
    }
  }
  // A guest's play an account carried on is that account's now (its guesses answer so too).
  if (play.handedOver && !isFinished(play)) throw new Refused('PLAY_HANDED_OVER');
  // A resumed play: a resend of the start that made it gets that start's answer.
  const earlier = await keptOutcome(services, commandKey);
  return earlier ? answerOf(earlier.play, earlier.now) : answerOf(play, services.now());
}

export async function submitGuess(
  services: Services,
  caller: Caller,
  target: PlayTarget,
  respuesta: string,
  commandKey: CommandKey | null = null,
): Promise<GuessReply> {
  return runCommand(
    services,
    caller,
    target,
    (current, { respuesta: answer }, now, antiExploit) => {
      const decision = decideGuess(current, respuesta, answer, now, madridDay, { browser: caller.anonId, antiExploit });
      return { ...decision, guard: antiExploit ? undefined : finishingGuard(current, decision.recorded, caller) };
    },
    ({ play, question, recorded, now }) => {
      const guessed = recorded[0] as Extract<PlayEvent, { type: 'GuessSubmitted' }>;
      const partida = partidaView(play, question, now);
      return {
        correcta: guessed.data.correct,
        colores: guessed.data.colors,
        partida,
        ...(partida.respuesta_correcta ? { respuesta_correcta: partida.respuesta_correcta } : {}),
      };
    },
    commandKey,
  );
}

export async function revealHint(
  services: Services,
  caller: Caller,
  target: PlayTarget,
  commandKey: CommandKey | null = null,
): Promise<HintReply> {
  return runCommand(
    services,
    caller,
    target,
    (current, question) => decideHint(current, hintOf(question, nextHintOrder(current))),
    ({ play, question, recorded, now }) => {
      const revealed = recorded[0] as Extract<PlayEvent, { type: 'HintRevealed' }>;
      const partida = partidaView(play, question, now);
      return { pista: revealed.data, pistas_usadas: partida.pistas_usadas, partida };
    },
    commandKey,
  );
}

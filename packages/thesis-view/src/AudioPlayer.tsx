// Read-aloud for cue cards (spec §4 audio, §9 speech): voice and speed, idle/loading/playing/paused/
// stopped, one card or card after card (500 ms apart, the next generated in the background), long
// cards in buffered mode ('Executive Summary' first), audio cached per text + voice + speed.
import { Button, ListPlayIcon, PauseIcon, NativeSelect, PlayIcon, StopIcon, cn } from '@thesis-studio/ui';
import { useT } from './i18n/index.js';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  DEFAULT_SPEED,
  DEFAULT_VOICE,
  EXECUTIVE_SUMMARY_LABEL,
  SEQUENTIAL_GAP_MS,
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  SUMMARY_MAX_CHARS,
  VOICES,
  clampSpeed,
  estimateSeconds,
  formatDuration,
  speechChunks,
  truncateSpeech,
  type SpeakFn,
  type SpeechChunk,
  type Voice,
} from './speech.js';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped';

/** What the player needs of a card. */
export interface SpeakableCard {
  key: string;
  title: string;
  text: string;
}

export interface AudioPlayerProps {
  cards: SpeakableCard[];
  speak: SpeakFn;
  /** The card shown now: Play reads it, Play all starts at it. */
  current: number;
  /** Sequential mode moves to the card it reads. */
  onCardChange?: (index: number) => void;
  /** Controlled voice and speed (otherwise the player keeps its own, alloy at 1×). */
  voice?: Voice;
  onVoiceChange?: (voice: Voice) => void;
  speed?: number;
  onSpeedChange?: (speed: number) => void;
  className?: string;
}

/** A card's parts to read: a long one in buffered mode (spec §9), a short one whole (cut at 4,000). */
export function speechParts(text: string): SpeechChunk[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (trimmed.length > SUMMARY_MAX_CHARS) return speechChunks(trimmed);
  return [{ label: '', text: truncateSpeech(trimmed) }];
}

class Aborted extends Error {
  constructor() {
    super('Aborted');
    this.name = 'AbortError';
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new Aborted());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * What the player says of a failed reading: the server's own message when it answered one (e.g. "No
 * voice for Polish is available offline.", issue 31), else nothing beyond Stopped.
 */
function speechFailure(error: unknown): string | null {
  if (!(error instanceof Error) || typeof (error as { status?: unknown }).status !== 'number') return null;
  const message = error.message.trim();
  return message === '' || /^\d{3}:/.test(message) ? null : message;
}

/** A spoken part's name (speechChunks labels them in English: 'Executive Summary', 'Part n of m'). */
function partName(t: ReturnType<typeof useT>, label: string): string {
  if (label === EXECUTIVE_SUMMARY_LABEL) return t('view.audio.summaryPart');
  const part = /^Part (\d+) of (\d+)$/.exec(label);
  return part ? t('view.audio.partOf', { number: Number(part[1]), total: Number(part[2]) }) : label;
}

/** The player's status line: what it does, and with which card (and part of it) while it plays. */
function statusLineOf(
  t: ReturnType<typeof useT>,
  status: PlayerStatus,
  title: string | null,
  part: string | undefined,
): string {
  if (title === null) return t(`view.audio.status.${status}`);
  if (status === 'loading') return t('view.audio.line.loading', { title });
  const paused = status === 'paused';
  return part
    ? t(paused ? 'view.audio.line.pausedPart' : 'view.audio.line.playingPart', {
        title,
        part: partName(t, part),
      })
    : t(paused ? 'view.audio.line.paused' : 'view.audio.line.playing', { title });
}

export function AudioPlayer({
  cards,
  speak,
  current,
  onCardChange,
  voice: voiceProp,
  onVoiceChange,
  speed: speedProp,
  onSpeedChange,
  className,
}: AudioPlayerProps) {
  const t = useT();
  const [ownVoice, setOwnVoice] = useState<Voice>(DEFAULT_VOICE);
  const [ownSpeed, setOwnSpeed] = useState(DEFAULT_SPEED);
  const voice = voiceProp ?? ownVoice;
  const speed = clampSpeed(speedProp ?? ownSpeed);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [playing, setPlaying] = useState<{ index: number; label: string; sequential: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const audioRef = useRef<HTMLAudioElement>(null);
  const run = useRef<{ controller: AbortController; index: number } | null>(null);
  const latest = useRef({ cards, speak, voice, speed, onCardChange });
  useLayoutEffect(() => {
    latest.current = { cards, speak, voice, speed, onCardChange };
  });
  const { audioFor, isCached, discardAudio } = useAudioCache(latest);
  const playUrl = useCallback((url: string, signal: AbortSignal) => {
    const audio = audioRef.current;
    if (!audio) return Promise.reject(new Error('No audio element'));
    return playThrough(audio, url, signal, () => setStatus('playing'));
  }, []);

  const cancelRun = useCallback(() => {
    run.current?.controller.abort();
    run.current = null;
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
    }
  }, []);

  const start = useCallback(
    async (from: number, sequential: boolean) => {
      cancelRun();
      const controller = new AbortController();
      const { signal } = controller;
      const handle = { controller, index: from };
      run.current = handle;
      const { cards: list } = latest.current;
      const last = sequential ? list.length - 1 : from;
      setFailure(null);
      try {
        for (let index = from; index <= last; index += 1) {
          const parts = speechParts(list[index]?.text ?? '');
          if (parts.length === 0) continue;
          if (index !== from) {
            await wait(SEQUENTIAL_GAP_MS, signal);
            handle.index = index;
            latest.current.onCardChange?.(index);
          }
          for (let part = 0; part < parts.length; part += 1) {
            const { label, text } = parts[part]!;
            setPlaying({ index, label, sequential });
            const { voice: v, speed: s } = latest.current;
            if (!isCached(text, v, s)) setStatus('loading');
            const url = await audioFor(text, signal);
            // Generate what comes next while this part plays.
            const next =
              parts[part + 1] ??
              (sequential
                ? list
                    .slice(index + 1, last + 1)
                    .map((card) => speechParts(card.text)[0])
                    .find(Boolean)
                : undefined);
            if (next) audioFor(next.text, signal).catch(() => undefined);
            await playUrl(url, signal);
          }
        }
        setStatus('idle');
        setPlaying(null);
      } catch (error) {
        if (signal.aborted || error instanceof Aborted) return;
        console.error('Speech failed', error);
        setFailure(speechFailure(error));
        controller.abort();
        setStatus('stopped');
        setPlaying(null);
      } finally {
        if (run.current?.controller === controller) run.current = null;
      }
    },
    [audioFor, cancelRun, isCached, playUrl],
  );

  const stop = useCallback(() => {
    cancelRun();
    setStatus('stopped');
    setPlaying(null);
  }, [cancelRun]);

  const pause = () => {
    audioRef.current?.pause();
    setStatus('paused');
  };

  const resume = () => {
    const audio = audioRef.current;
    if (!audio) return;
    setStatus('playing');
    audio.play().catch((error: unknown) => {
      console.error('Speech failed', error);
      stop();
    });
  };

  // Changing voice, speed or the speech source (another language, issue 31) discards the cached audio
  // (and stops what is playing).
  useOnChange([voice, speed, speak], () => {
    if (run.current) stop();
    discardAudio();
  });

  // Moving to another card by hand stops the reading.
  useEffect(() => {
    if (run.current && run.current.index !== current) stop();
  }, [current, stop]);

  // Leaving the page aborts speech being generated and frees the audio.
  useEffect(
    () => () => {
      cancelRun();
      discardAudio();
    },
    [cancelRun, discardAudio],
  );

  const changeVoice = (next: string) => {
    const chosen = VOICES.find((v) => v === next);
    if (!chosen) return;
    if (voiceProp === undefined) setOwnVoice(chosen);
    onVoiceChange?.(chosen);
  };
  const changeSpeed = (value: number) => {
    const next = clampSpeed(value);
    if (speedProp === undefined) setOwnSpeed(next);
    onSpeedChange?.(next);
  };

  const card = cards[current];
  const hasText = Boolean(card?.text.trim());
  const seconds = card && hasText ? estimateSeconds(card.text) : 0;
  const remaining = cards
    .slice(current)
    .filter((c) => c.text.trim())
    .reduce((sum, c) => sum + estimateSeconds(c.text), 0);
  const active = status === 'loading' || status === 'playing' || status === 'paused';
  const playingTitle = active && playing ? (cards[playing.index]?.title ?? null) : null;
  const statusLine = statusLineOf(t, status, playingTitle, playing?.label);

  return (
    <div
      className={cn('grid gap-3 rounded-lg border border-border bg-slate-50 p-3 sm:p-4', className)}
      data-status={status}
      role="group"
      aria-label={t('view.audio.label')}
    >
      <PlayerControls
        status={status}
        active={active}
        hasText={hasText}
        seconds={seconds}
        remaining={remaining}
        sequential={playing?.sequential ?? false}
        onPlay={(sequential) => void start(current, sequential)}
        onPause={pause}
        onResume={resume}
        onStop={stop}
      />
      <p className="text-sm text-foreground/80" aria-live="polite">
        {status === 'loading' ? (
          <span
            className="mr-2 inline-block h-3 w-3 animate-spin rounded-full border-2 border-muted border-t-primary align-[-1px]"
            aria-hidden="true"
          />
        ) : null}
        {statusLine}
      </p>
      {failure ? <SpeechFailure message={failure} /> : null}
      <VoiceAndSpeed voice={voice} speed={speed} onVoiceChange={changeVoice} onSpeedChange={changeSpeed} />
      <audio ref={audioRef} preload="auto" className="hidden" data-testid="cue-card-audio" />
    </div>
  );
}

/** Runs `onChange` after a render in which any of `values` changed (not after the first). */
function useOnChange(values: readonly unknown[], onChange: () => void): void {
  const last = useRef(values);
  useEffect(() => {
    if (values.length === last.current.length && values.every((v, i) => Object.is(v, last.current[i])))
      return;
    last.current = values;
    onChange();
  });
}

/** Why the last reading failed, as the server said it. */
function SpeechFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Play (or Pause, Resume), Play all, Stop, and how long the card and the cards from it take to read. */
function PlayerControls({
  status,
  active,
  hasText,
  seconds,
  remaining,
  sequential,
  onPlay,
  onPause,
  onResume,
  onStop,
}: {
  status: PlayerStatus;
  active: boolean;
  hasText: boolean;
  seconds: number;
  remaining: number;
  sequential: boolean;
  onPlay: (sequential: boolean) => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === 'playing' ? (
        <Button size="sm" onClick={onPause} aria-label={t('view.audio.pause')}>
          <PauseIcon />
          <span>{t('view.audio.pause')}</span>
        </Button>
      ) : status === 'paused' ? (
        <Button size="sm" onClick={onResume} aria-label={t('view.audio.resume')}>
          <PlayIcon />
          <span>{t('view.audio.resume')}</span>
        </Button>
      ) : (
        <Button
          size="sm"
          onClick={() => onPlay(false)}
          disabled={!hasText || status === 'loading'}
          aria-label={t(status === 'loading' ? 'view.audio.loadingAudio' : 'view.audio.playCard')}
        >
          <PlayIcon />
          <span>{t(status === 'loading' ? 'view.audio.loading' : 'view.audio.play')}</span>
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        onClick={() => onPlay(true)}
        disabled={remaining === 0 || active}
        aria-label={t('view.audio.playAllFromHere')}
      >
        <ListPlayIcon />
        <span>{t('view.audio.playAll')}</span>
      </Button>
      <Button size="sm" variant="ghost" onClick={onStop} disabled={!active} aria-label={t('view.audio.stop')}>
        <StopIcon />
        <span className="sr-only sm:not-sr-only">{t('view.audio.stop')}</span>
      </Button>
      <p className="ml-auto text-xs text-slate-600" title={t('view.audio.estimate')}>
        <span className="sr-only">{t('view.audio.estimateLead')}</span>
        {hasText ? `≈ ${formatDuration(seconds)}` : t('view.audio.nothing')}
        {sequential || remaining > seconds ? (
          <span className="hidden sm:inline">
            {t('view.audio.allFromHere', { duration: formatDuration(remaining) })}
          </span>
        ) : null}
      </p>
    </div>
  );
}

function VoiceAndSpeed({
  voice,
  speed,
  onVoiceChange,
  onSpeedChange,
}: {
  voice: Voice;
  speed: number;
  onVoiceChange: (voice: string) => void;
  onSpeedChange: (speed: number) => void;
}) {
  const t = useT();
  const voiceId = useId();
  const speedId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <label htmlFor={voiceId} className="text-xs font-medium text-slate-600">
          {t('view.audio.voice')}
        </label>
        <NativeSelect id={voiceId} value={voice} onChange={(event) => onVoiceChange(event.target.value)}>
          {VOICES.map((v) => (
            <option key={v} value={v}>
              {t(`view.voice.${v}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={speedId} className="flex justify-between text-xs font-medium text-slate-600">
          <span>{t('view.audio.speed')}</span>
          <span className="tabular-nums text-foreground">{speed.toFixed(1)}×</span>
        </label>
        <input
          id={speedId}
          type="range"
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={SPEED_STEP}
          value={speed}
          aria-valuetext={t('view.audio.speedValue', { speed: speed.toFixed(1) })}
          onChange={(event) => onSpeedChange(Number(event.target.value))}
          className="h-9 w-full cursor-pointer accent-[var(--color-primary)]"
        />
      </div>
    </div>
  );
}

type Latest = RefObject<{ speak: SpeakFn; voice: Voice; speed: number }>;

const keyOf = (text: string, v: Voice, s: number) => `${v}|${s}|${text}`;

/**
 * Audio per text + voice + speed, generated once (a request under way is shared) and kept as object
 * URLs until discarded; leaving the page frees them.
 */
function useAudioCache(latest: Latest) {
  const cache = useRef(new Map<string, string>());
  const inflight = useRef(new Map<string, Promise<string>>());
  // Bumped whenever cached audio is discarded: audio generated for an older generation is dropped.
  const generation = useRef(0);

  const audioFor = useCallback(
    (text: string, signal: AbortSignal): Promise<string> => {
      const { speak: speakNow, voice: v, speed: s } = latest.current;
      const key = keyOf(text, v, s);
      const cached = cache.current.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = inflight.current.get(key);
      if (pending) return pending;
      const born = generation.current;
      const promise = speakNow(text, v, s, signal)
        .then((blob) => {
          if (born !== generation.current || signal.aborted) throw new Aborted();
          const url = URL.createObjectURL(blob);
          cache.current.set(key, url);
          return url;
        })
        .finally(() => inflight.current.delete(key));
      inflight.current.set(key, promise);
      return promise;
    },
    [latest],
  );

  const isCached = useCallback(
    (text: string, v: Voice, s: number) => cache.current.has(keyOf(text, v, s)),
    [],
  );

  const discardAudio = useCallback(() => {
    generation.current += 1;
    for (const url of cache.current.values()) URL.revokeObjectURL(url);
    cache.current.clear();
    inflight.current.clear();
  }, []);

  return { audioFor, isCached, discardAudio };
}

/** Plays `url` on `audio` to its end; rejects when it cannot play, or with Aborted when `signal` stops it. */
function playThrough(audio: HTMLAudioElement, url: string, signal: AbortSignal, onPlaying: () => void) {
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onEnded = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new Error('The audio could not be played'));
    };
    const onAbort = () => {
      cleanup();
      audio.pause();
      reject(new Aborted());
    };
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
    audio.src = url;
    onPlaying();
    audio.play().catch((error: unknown) => {
      cleanup();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

import { z } from 'zod';
import { paddleQuiz, pickleballQuiz, type PaddleProfile, type PickleballLevel } from '@/lib/messages/quiz';

// Scoring of the public quizzes. The quiz forms submit answers as query parameters (a plain GET form, no
// client JavaScript); the result route scores them and redirects to the shareable result page.

const answersSchema = (questions: readonly { id: string; options: readonly { value: string }[] }[]) =>
  z.object(
    Object.fromEntries(
      questions.map((q) => [q.id, z.enum(q.options.map((o) => o.value) as [string, ...string[]])]),
    ),
  );

const pickleballAnswers = answersSchema(pickleballQuiz.questions);
const paddleAnswers = answersSchema(paddleQuiz.questions);

export const PICKLEBALL_LEVELS = Object.keys(pickleballQuiz.levels) as PickleballLevel[];
export const PADDLE_PROFILES = Object.keys(paddleQuiz.profiles) as PaddleProfile[];

/** The level for a total of 0–15 points (five questions of 0–3). */
export function levelForPoints(points: number): PickleballLevel {
  if (points <= 3) return '2-0';
  if (points <= 6) return '2-5';
  if (points <= 9) return '3-0';
  if (points <= 12) return '3-5';
  return '4-0';
}

/** The level from the submitted answers, or null when an answer is missing or not one of the options. */
export function scorePickleball(input: Record<string, string | undefined>): PickleballLevel | null {
  const parsed = pickleballAnswers.safeParse(input);
  if (!parsed.success) return null;
  const points = Object.values(parsed.data).reduce((sum, v) => sum + Number(v), 0);
  return levelForPoints(points);
}

/** The paddle profile with most votes (a tie goes to all-court), or null for missing or unknown answers. */
export function scorePaddle(input: Record<string, string | undefined>): PaddleProfile | null {
  const parsed = paddleAnswers.safeParse(input);
  if (!parsed.success) return null;
  const votes = new Map<PaddleProfile, number>();
  for (const v of Object.values(parsed.data)) {
    const profile = v as PaddleProfile;
    votes.set(profile, (votes.get(profile) ?? 0) + 1);
  }
  const top = Math.max(...votes.values());
  const leaders = [...votes].filter(([, n]) => n === top).map(([p]) => p);
  return leaders.length === 1 ? leaders[0] : 'allcourt';
}

export const pickleballResultPath = (level: PickleballLevel) => `/quiz/pickleball/result/${level}`;
export const paddleResultPath = (profile: PaddleProfile) => `/quiz/pickleball-paddle/result/${profile}`;

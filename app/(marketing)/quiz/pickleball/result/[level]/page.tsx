import { notFound } from 'next/navigation';
import { QuizResult } from '@/components/marketing/QuizResult';
import { SaveQuizLevelButton } from '@/components/levels/SaveQuizLevelButton';
import { PICKLEBALL_LEVELS, pickleballResultPath } from '@/lib/marketing/quiz';
import { pickleballQuiz as quiz, quizMessages as m, type PickleballLevel } from '@/lib/messages/quiz';
import { marketingMetadata } from '@/lib/seo/og';

type Props = { params: Promise<{ level: string }> };

// quiz/pickleball/result/{level}: the shareable result of the level quiz (one static page per level).
export const dynamicParams = false;
export function generateStaticParams() {
  return PICKLEBALL_LEVELS.map((level) => ({ level }));
}

export async function generateMetadata({ params }: Props) {
  const level = (await params).level as PickleballLevel;
  const result = quiz.levels[level];
  if (!result) return {};
  return marketingMetadata(
    {
      title: quiz.resultTitle(result.label),
      description: quiz.resultDescription(result.label),
      path: pickleballResultPath(level),
    },
    `quiz-pickleball-${level}`,
  );
}

export default async function PickleballResultPage({ params }: Props) {
  const level = (await params).level as PickleballLevel;
  const result = quiz.levels[level];
  if (!result) notFound();
  return (
    <QuizResult
      badge={result.label}
      title={result.title}
      text={result.text}
      path={pickleballResultPath(level)}
      retake={quiz.path}
      other={{ href: '/quiz/pickleball-paddle', label: m.otherQuiz }}
    >
      <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-950">{result.tip}</p>
      <SaveQuizLevelButton level={level} />
      <p className="mt-4">
        <a
          href="/learn-and-grow#pickleball-levels-explained"
          className="font-semibold text-emerald-800 underline underline-offset-4"
        >
          {m.levelsArticle}
        </a>
      </p>
    </QuizResult>
  );
}

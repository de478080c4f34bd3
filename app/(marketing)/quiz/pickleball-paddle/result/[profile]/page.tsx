import { notFound } from 'next/navigation';
import { QuizResult } from '@/components/marketing/QuizResult';
import { PADDLE_PROFILES, paddleResultPath } from '@/lib/marketing/quiz';
import { paddleQuiz as quiz, quizMessages as m, type PaddleProfile } from '@/lib/messages/quiz';
import { marketingMetadata } from '@/lib/seo/og';

type Props = { params: Promise<{ profile: string }> };

// quiz/pickleball-paddle/result/{profile}: the shareable result of the paddle quiz (one static page each).
export const dynamicParams = false;
export function generateStaticParams() {
  return PADDLE_PROFILES.map((profile) => ({ profile }));
}

export async function generateMetadata({ params }: Props) {
  const profile = (await params).profile as PaddleProfile;
  const result = quiz.profiles[profile];
  if (!result) return {};
  return marketingMetadata(
    {
      title: quiz.resultTitle(result.label),
      description: quiz.resultDescription(result.label),
      path: paddleResultPath(profile),
    },
    `quiz-paddle-${profile}`,
  );
}

export default async function PaddleResultPage({ params }: Props) {
  const profile = (await params).profile as PaddleProfile;
  const result = quiz.profiles[profile];
  if (!result) notFound();
  return (
    <QuizResult
      badge={result.label}
      title={result.title}
      text={result.text}
      path={paddleResultPath(profile)}
      retake={quiz.path}
      other={{ href: '/quiz/pickleball', label: m.otherQuiz }}
    >
      <h2 className="mt-6 font-semibold text-slate-900">{m.lookFor}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {result.lookFor.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4">
        <a href="/partners/gear" className="font-semibold text-emerald-800 underline underline-offset-4">
          {m.gearPartners}
        </a>
      </p>
    </QuizResult>
  );
}

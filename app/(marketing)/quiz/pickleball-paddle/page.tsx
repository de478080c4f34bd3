import { QuizForm } from '@/components/marketing/QuizForm';
import { Hero, Section } from '@/components/marketing/sections';
import { paddleQuiz as quiz, quizMessages } from '@/lib/messages/quiz';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(quiz, 'quiz-pickleball-paddle');

// quiz/pickleball-paddle: four questions; the answers go to ./result, which redirects to the paddle's page.
export default function PaddleQuizPage() {
  return (
    <>
      <Hero eyebrow={quizMessages.eyebrow} actions={false} heading={quiz.heading} lead={quiz.lead} />
      <Section className="mt-10 max-w-3xl">
        <QuizForm action="/quiz/pickleball-paddle/result" questions={quiz.questions} />
      </Section>
    </>
  );
}

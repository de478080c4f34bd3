import { QuizForm } from '@/components/marketing/QuizForm';
import { Hero, Section } from '@/components/marketing/sections';
import { pickleballQuiz as quiz, quizMessages } from '@/lib/messages/quiz';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(quiz, 'quiz-pickleball');

// quiz/pickleball: five questions; the answers go to ./result, which redirects to the level's page.
export default function PickleballQuizPage() {
  return (
    <>
      <Hero eyebrow={quizMessages.eyebrow} actions={false} heading={quiz.heading} lead={quiz.lead} />
      <Section className="mt-10 max-w-3xl">
        <QuizForm action="/quiz/pickleball/result" questions={quiz.questions} />
      </Section>
    </>
  );
}

import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { paddleQuiz, pickleballQuiz, quizMessages as m } from '@/lib/messages/quiz';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(m.hub, 'quiz');

// quiz: the two quizzes.
export default function QuizHubPage() {
  return (
    <>
      <Hero heading={m.hub.heading} lead={m.hub.lead} actions={false} />
      <Section className="mt-10" labelledBy="quizzes">
        <h2 id="quizzes" className="sr-only">
          {m.hub.heading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {[pickleballQuiz, paddleQuiz].map((quiz) => (
            <li key={quiz.path} className="pub-card flex flex-col p-6">
              <h3 className="text-xl font-bold text-slate-900">{quiz.heading}</h3>
              <p className="mt-2 flex-1 text-slate-700">{quiz.lead}</p>
              <a
                href={quiz.path}
                className="mt-4 inline-flex min-h-10 w-fit items-center rounded-md bg-emerald-700 px-4 font-medium text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                {m.hub.start}
                <span className="sr-only">: {quiz.heading}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <RelatedLinks paths={['/find-players', '/community-connect', '/organize-events']} />
      <CtaBand />
    </>
  );
}

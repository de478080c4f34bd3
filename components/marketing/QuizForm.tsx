import { buttonClasses } from '@/components/ui/button-classes';
import { quizMessages as m, type QuizQuestion } from '@/lib/messages/quiz';

/**
 * A quiz as a plain GET form (no client JavaScript): each question is a fieldset of required radio buttons, and
 * submitting sends the answers to `action`, which scores them and redirects to the shareable result page.
 */
export function QuizForm({ action, questions }: { action: string; questions: readonly QuizQuestion[] }) {
  return (
    <form action={action} method="get" className="space-y-8">
      {questions.map((q, i) => (
        <fieldset key={q.id} className="pub-card p-5">
          <legend className="px-1">
            <span className="block text-sm font-semibold text-emerald-800">
              {m.questionOf(i + 1, questions.length)}
            </span>
            <span className="mt-1 block text-lg font-semibold text-slate-900">{q.text}</span>
          </legend>
          <div className="mt-3 grid gap-2">
            {q.options.map((o) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-emerald-400 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50"
              >
                <input
                  type="radio"
                  name={q.id}
                  value={o.value}
                  required
                  className="h-4 w-4 accent-emerald-700"
                />
                <span className="text-slate-800">{o.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className={buttonClasses({ className: 'px-6 text-base' })}>
        {m.submit}
      </button>
    </form>
  );
}

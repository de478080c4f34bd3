import { searchUi as m } from '@/lib/messages/places';

// The app shell's search box: a plain GET form to full-search (works before any script loads).
export function ShellSearch() {
  return (
    <form
      role="search"
      aria-label={m.shellRegion}
      action="/full-search"
      className="order-last w-full lg:order-none lg:mt-6"
    >
      <label htmlFor="shell-search" className="sr-only">
        {m.label}
      </label>
      <div className="flex">
        <input
          id="shell-search"
          name="q"
          type="search"
          required
          maxLength={100}
          placeholder={m.placeholder}
          className="block w-full min-w-0 rounded-l-md border border-r-0 border-slate-400 bg-white px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        />
        <button
          type="submit"
          className="rounded-r-md bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{m.shellSubmit}</span>
        </button>
      </div>
    </form>
  );
}

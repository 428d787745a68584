/** Placeholder while the page is being built (replaced in this issue). */
export default function Page() {
  return <div className="mx-auto max-w-6xl px-4 py-12">Coming in this issue.</div>;
}

export default function Page() {
  return (
    <main>
      <h1>Reference</h1>
      <p>An empty page of the framework, without the shop.</p>
    </main>
  );
}

// App shell. The screens arrive route by route; this shell proves the build, the router and the
// single-page fallback of the local server.
import { BrowserRouter, Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>Mise</h1>
      <p>{title}</p>
    </main>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={<Placeholder title="film, filtered by aesthetics; build your own archive." />}
        />
        <Route path="*" element={<Placeholder title="Page not found" />} />
      </Routes>
    </BrowserRouter>
  );
}

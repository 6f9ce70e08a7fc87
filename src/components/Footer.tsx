// Footer of every page: the tagline and the copyright line (docs/product.md#what-mise-is).
export function Footer() {
  return (
    <footer className="footer">
      <p className="tagline">film, filtered by aesthetics; build your own archive.</p>
      <p>© 2025 Mise (BETA)</p>
    </footer>
  );
}

import { followLinksPlainly } from './plain-links';

it('keeps the router’s hands off the page’s links until boot has succeeded', async () => {
  document.body.innerHTML =
    '<div id="root"><a id="list" href="/category/table-games">Table Games</a><a id="away" href="https://elsewhere.example/">Away</a></div>';
  const root = document.getElementById('root')!;
  const seen: string[] = [];
  // React's listener on the root, and the default a test stops (jsdom does not navigate)
  root.addEventListener('click', (event) => seen.push((event.target as Element).id));
  document.addEventListener('click', (event) => event.preventDefault());
  let booted = () => {};
  followLinksPlainly(root, new Promise<void>((resolve) => (booted = resolve)));
  document.getElementById('list')!.click();
  // another site's link is not ours to keep
  document.getElementById('away')!.click();
  expect(seen).toEqual(['away']);
  booted();
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.getElementById('list')!.click();
  expect(seen).toEqual(['away', 'list']);
});

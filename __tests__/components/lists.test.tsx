import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { Home } from "../../src/components/sections/Home";
import { PrivacyPolicy } from "../../src/components/sections/PrivacyPolicy";
import { Product } from "../../src/components/sections/Product";
import { Team } from "../../src/components/sections/Team";
import { Technology } from "../../src/components/sections/Technology";
import { locales, renderPage } from "../setup/render";

type Item = { id: string; [field: string]: string };

/** A copy of a language's strings with the list at `path` changed, as an editor would. */
function withList(language: "en" | "es", path: string, change: (items: Item[]) => Item[]) {
  const set = (node: unknown, [head, ...rest]: string[]): unknown => {
    const group = node as Record<string, unknown>;
    if (head === undefined) return change(node as Item[]);
    return { ...group, [head]: set(group[head], rest) };
  };
  return set(locales[language], path.split(".")) as object;
}

const listAt = (language: "en" | "es", path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as never)[key], locales[language]) as Item[];

/** Each list, the component showing it, and the text that names an item on the page. */
const lists: { path: string; ui: ReactElement; label: (item: Item) => string }[] = [
  { path: "sections.home.stats", ui: <Home />, label: (item) => item.label! },
  { path: "sections.technology.items", ui: <Technology />, label: (item) => item.title! },
  { path: "sections.product.features", ui: <Product />, label: (item) => item.title! },
  { path: "sections.team.members", ui: <Team />, label: (item) => item.name! },
  { path: "privacy.sections", ui: <PrivacyPolicy updated="1 May 2026" />, label: (i) => i.title! },
];

/** The items' labels in the order the page shows them. */
function shown(labels: string[]): string[] {
  const text = document.body.textContent ?? "";
  return labels
    .filter((label) => text.includes(label))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

describe.each(lists)("the list $path", ({ path, ui, label }) => {
  const language = "es";
  const items = listAt(language, path);

  it("shows every item, in the order of the locale file", () => {
    const reversed = [...items].reverse();
    renderPage(ui, { language, strings: withList(language, path, () => reversed) });
    expect(shown(items.map(label))).toEqual(reversed.map(label));
  });

  it("shows an item an editor adds and drops one an editor removes", () => {
    const added = Object.fromEntries(
      Object.keys(items[0]!).map((field) => [field, `Añadido: ${field}`]),
    ) as Item;
    added.id = "added-item";
    const [removed, ...kept] = items;
    renderPage(ui, { language, strings: withList(language, path, () => [...kept, added]) });
    expect(shown([...items, added].map(label))).toEqual([...kept, added].map(label));
    expect(document.body).not.toHaveTextContent(label(removed!));
  });
});

it("gives each privacy section its id as the anchor the footer links to", () => {
  renderPage(<PrivacyPolicy updated="1 May 2026" />);
  const security = listAt("en", "privacy.sections").find((item) => item.id === "security")!;
  expect(screen.getByRole("heading", { name: security.title }).closest("section")).toHaveAttribute(
    "id",
    "security",
  );
});

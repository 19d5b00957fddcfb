import { cmsLayout, layoutProblem } from "../../src/content/jsonLayout";

/** A file as an editor might save it by hand, checked against the layout the CMS writes. */
const check = (text: string) => layoutProblem(text, JSON.parse(text));
const value = { nav: { home: "Inicio", menu: "Menú" }, list: [{ id: "a", title: "Año" }] };
const lines = cmsLayout(value).split("\n");
const withLine = (index: number, line: string) =>
  [...lines.slice(0, index), line, ...lines.slice(index + 1)].join("\n");

describe("layoutProblem: a file the CMS would rewrite lines of", () => {
  it("accepts the layout the CMS writes", () => {
    expect(check(cmsLayout(value))).toBeUndefined();
  });

  it("points at a group written on one line, saying where to break it", () => {
    const text = cmsLayout(value).replace(
      /"nav": \{\n\s+"home": "Inicio",\n\s+"menu": "Menú"\n\s+\}/,
      '"nav": { "home": "Inicio", "menu": "Menú" }',
    );
    expect(check(text)).toEqual({
      line: 2,
      column: 11,
      message: expect.stringMatching(/^Start a new line after "nav": \{ \(the CMS writes/),
    });
  });

  it("points at an indent of tabs or of four spaces, showing the line as the CMS writes it", () => {
    for (const [indent, column] of [
      ["\t\t", 1],
      ["        ", 5],
    ] as const) {
      expect(check(withLine(2, `${indent}"home": "Inicio",`))).toEqual({
        line: 3,
        column,
        message: expect.stringMatching(/two spaces per level.*Write it as: "home": "Inicio",$/),
      });
    }
  });

  it("points at a letter written as an escape", () => {
    expect(check(withLine(3, '    "menu": "Men\\u00fa"'))).toEqual({
      line: 4,
      column: 17,
      message: expect.stringContaining('Write it as: "menu": "Menú"'),
    });
  });

  it("needs one line break at the end, and nothing after the closing brace", () => {
    const text = cmsLayout(value);
    expect(check(text.trimEnd())).toMatchObject({ line: lines.length - 1, column: 2 });
    expect(check(`${text}\n`)?.message).toMatch(/^The file must end with its closing \}/);
    expect(check(text.trimEnd())?.message).toMatch(/^The file must end with its closing \}/);
  });

  it("names Windows line breaks as such", () => {
    expect(check(cmsLayout(value).replace(/\n/g, "\r\n"))).toEqual({
      line: 1,
      column: 2,
      message: expect.stringMatching(/^The file has Windows line breaks \(CR LF\)/),
    });
  });
});

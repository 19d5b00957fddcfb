import { emotionAttribute, hoistEmotionStyles } from "../../src/app/emotionSsr";

const html = [
  '<style data-emotion="css-global abc">:root{--x:1}</style>',
  '<div id="a"><style data-emotion="css 1a 2b">.css-1a{color:red}.css-2b{margin:0}</style>',
  '<p class="css-1a">One</p>',
  '<style data-emotion="css 3c">.css-3c{padding:0}</style><p class="css-3c">Two</p>',
  '<style data-emotion="css-global abc">:root{--x:1}</style>',
  "</div>",
].join("");

describe("hoistEmotionStyles", () => {
  const { body, styles } = hoistEmotionStyles(html);

  it("leaves no style element in the body and keeps everything else as it was", () => {
    expect(body).toBe('<div id="a"><p class="css-1a">One</p><p class="css-3c">Two</p></div>');
  });

  it("merges the class styles into one element, in document order, globals first", () => {
    expect(styles).toEqual([
      { key: "css-global", ids: ["abc"], css: ":root{--x:1}" },
      {
        key: "css",
        ids: ["1a", "2b", "3c"],
        css: ".css-1a{color:red}.css-2b{margin:0}.css-3c{padding:0}",
      },
    ]);
  });

  it("writes the data-emotion value Emotion's cache hydrates from", () => {
    expect(styles.map(emotionAttribute)).toEqual(["css-global abc", "css 1a 2b 3c"]);
  });

  it("returns a page without Emotion styles unchanged", () => {
    expect(hoistEmotionStyles("<p>plain</p>")).toEqual({ body: "<p>plain</p>", styles: [] });
  });
});

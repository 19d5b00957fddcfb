import { hoistEmotionStyles, hoistedStyleAttributes } from "../../src/app/emotionSsr";

const html = [
  '<div id="a"><style data-emotion="css 1a 2b">.css-1a{color:red}.css-2b{margin:0}</style>',
  '<p class="css-1a">One</p>',
  '<style data-emotion="css 3c">.css-3c{padding:0}</style><p class="css-3c">Two</p>',
  // A second Suspense boundary writes a class it shares with the first again.
  '<style data-emotion="css 1a">.css-1a{color:red}</style><p class="css-1a">Three</p>',
  "</div>",
].join("");

describe("hoistEmotionStyles", () => {
  const { body, styles } = hoistEmotionStyles(html);

  it("leaves no style element in the body and keeps everything else as it was", () => {
    expect(body).toBe(
      '<div id="a"><p class="css-1a">One</p><p class="css-3c">Two</p><p class="css-1a">Three</p></div>',
    );
  });

  it("merges the class styles into one element, in document order, each class once", () => {
    expect(styles).toEqual([
      {
        key: "css",
        ids: ["1a", "2b", "3c"],
        css: ".css-1a{color:red}.css-2b{margin:0}.css-3c{padding:0}",
      },
    ]);
  });

  it("names the classes under an attribute no Emotion cache moves (the browser's cache reads it)", () => {
    expect(styles.map(hoistedStyleAttributes)).toEqual([{ "data-server-styles": "css 1a 2b 3c" }]);
  });

  it("returns a page without Emotion styles unchanged", () => {
    expect(hoistEmotionStyles("<p>plain</p>")).toEqual({ body: "<p>plain</p>", styles: [] });
  });
});

import { act } from "react";
import { hydrateInSlices, reportRecoverable } from "../../src/app/hydrate";

// React's act() outside Testing Library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("hydrateInSlices", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("hydrates server-rendered markup, keeping its elements", async () => {
    const container = document.createElement("div");
    container.innerHTML = "<p>Hello</p>";
    const paragraph = container.firstElementChild;
    let cleanup = () => undefined as void;
    await act(async () => {
      cleanup = hydrateInSlices(<p>Hello</p>, container);
    });
    expect(container.firstElementChild).toBe(paragraph);
    expect(errors).not.toHaveBeenCalled();
    act(() => cleanup());
    expect(container.innerHTML).toBe("");
  });

  it("hydrates in slices: the browser runs other work between them, so a tap is never kept waiting", async () => {
    const events: string[] = [];
    // Each item takes 2 ms to render: 40 of them, 80 ms, a long task if hydrated in one go.
    function Slow({ id }: { id: number }) {
      const until = performance.now() + 2;
      while (performance.now() < until);
      events.push("render");
      return <li>{id}</li>;
    }
    const items = Array.from({ length: 40 }, (_, id) => id);
    const container = document.createElement("div");
    container.innerHTML = `<ul>${items.map((id) => `<li>${id}</li>`).join("")}</ul>`;
    const tick = setInterval(() => events.push("other work"), 0);
    let cleanup = () => undefined as void;
    cleanup = hydrateInSlices(
      <ul>
        {items.map((id) => (
          <Slow key={id} id={id} />
        ))}
      </ul>,
      container,
    );
    // Until every item rendered (slower on a loaded machine), at most 12 s of the 15 s allowed.
    const rendered = () => events.filter((event) => event === "render").length;
    const deadline = Date.now() + 12_000;
    while (rendered() < items.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearInterval(tick);
    const first = events.indexOf("render");
    const last = events.lastIndexOf("render");
    expect(rendered()).toBe(items.length);
    expect(events.slice(first, last)).toContain("other work");
    act(() => cleanup());
  }, 15_000);

  it("renders into an empty element (gatsby develop's shell) instead of failing to hydrate", async () => {
    const container = document.createElement("div");
    let cleanup = () => undefined as void;
    await act(async () => {
      cleanup = hydrateInSlices(<p>Hello</p>, container);
    });
    expect(container.innerHTML).toBe("<p>Hello</p>");
    expect(errors).not.toHaveBeenCalled();
    act(() => cleanup());
    expect(container.innerHTML).toBe("");
  });

  it("reports what React recovered from, but a tap that arrived while it was hydrating", () => {
    const reported = jest.fn();
    const original = globalThis.reportError;
    globalThis.reportError = reported;
    try {
      const mismatch = new Error("Minified React error #418; visit https://reactjs.org/…");
      reportRecoverable(mismatch);
      reportRecoverable(new Error("Minified React error #421; visit https://reactjs.org/…"));
      expect(reported.mock.calls).toEqual([[mismatch]]);
    } finally {
      globalThis.reportError = original;
    }
  });
});

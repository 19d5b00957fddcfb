import { act } from "react";
import { hydrateInSlices } from "../../src/app/hydrate";

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
});

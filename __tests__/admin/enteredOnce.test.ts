import { enteredOnceFills } from "../../src/admin/enteredOnce";

const team = (...members: Record<string, string>[]) => ({ sections: { team: { members } } });

describe("a person's name entered once", () => {
  it("is copied into a language that leaves it empty or out, for the item with the same id", () => {
    const en = team(
      { id: "aditi", name: "Aditi Kulkarni", role: "CEO" },
      { id: "priya", name: "Priya Shah", role: "Quality Lead" },
    );
    const es = team({ id: "priya", name: " ", role: "Calidad" }, { id: "aditi", role: "CEO" });
    expect(enteredOnceFills(en, { es })).toEqual([
      { locale: "es", path: ["sections", "team", "members", 0, "name"], value: "Priya Shah" },
      { locale: "es", path: ["sections", "team", "members", 1, "name"], value: "Aditi Kulkarni" },
    ]);
  });

  it("leaves a name a language wrote its own way, and every other text, alone", () => {
    const en = team({ id: "priya", name: "Priya Shah", role: "Quality Lead", bio: "Tests." });
    const ar = team({ id: "priya", name: "بريا شاه", role: "", bio: "" });
    expect(enteredOnceFills(en, { ar })).toEqual([]);
  });

  it("copies nothing the default language lacks", () => {
    const en = team({ id: "priya", name: "", role: "Quality Lead" });
    expect(enteredOnceFills(en, { es: team({ id: "priya", role: "Calidad" }) })).toEqual([]);
    expect(enteredOnceFills(en, { es: { sections: {} } })).toEqual([]);
  });
});

/** @jest-environment node */
import {
  CLOUDFLARE_LIMITS,
  cloudflareLimitProblems,
} from "../../../plugins/serving/cloudflareLimits";

describe("Cloudflare's limits", () => {
  const fits = { headers: "/*\n  X-A: b\n", redirects: "/a /b 301\n", files: [] };

  it("passes a build that fits", () => {
    expect(cloudflareLimitProblems(fits)).toEqual([]);
  });

  it("names the host, the file and the limit of each problem", () => {
    const headers = Array.from({ length: 101 }, (_, index) => `/page-${index}\n  X-A: b`).join(
      "\n\n",
    );
    const redirects = [
      ...Array.from({ length: 101 }, (_, index) => `/old-${index}/* /new/:splat 301`),
      `/long /${"x".repeat(2000)} 301`,
    ].join("\n");
    const files = [
      ...Array.from({ length: CLOUDFLARE_LIMITS.files }, (_, index) => ({
        file: `f${index}`,
        bytes: 1,
      })),
      { file: "video.mp4", bytes: 26 * 1024 * 1024 },
    ];
    expect(cloudflareLimitProblems({ headers, redirects, files })).toEqual([
      "public/_redirects:102 is 2011 characters long; Cloudflare Workers static assets ignore a line over 2000.",
      "public/_headers has 101 rules; Cloudflare Workers static assets apply the first 100 and drop the rest.",
      "public/_redirects has 1 static and 101 dynamic rules; Cloudflare Workers static assets take at most 2000 and 100.",
      "public/ would deploy 20001 files; Cloudflare Workers static assets take at most 20000 per version on the Free plan (100,000 on Paid).",
      "public/video.mp4 is 26.0 MiB; Cloudflare Workers static assets take files up to 25 MiB.",
    ]);
  });
});

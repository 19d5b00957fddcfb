import sharp from "sharp";

/**
 * A portrait to upload or save (a test fixture): a face-like disc on a backdrop, its colour
 * chosen so that several photos differ (each is a new image to encode, not a cached one).
 */
export async function portrait(file: string, backdrop = "#3d6e8f"): Promise<void> {
  await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360">' +
        `<rect width="300" height="360" fill="${backdrop}"/><circle cx="150" cy="150" r="70" fill="#d9a066"/>` +
        '<rect x="70" y="240" width="160" height="120" rx="60" fill="#5a2e4c"/></svg>',
    ),
  )
    .png()
    .toFile(file);
}

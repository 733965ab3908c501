import { describe, expect, it } from "vitest";
import { localUpload, rememberUpload, uploadFileName, withLocalUploads } from "./upload-previews";

describe("an upload shown before it is published (decision 0813)", () => {
  it("names the file as Decap saves it", () => {
    expect(uploadFileName("Team Photo (1).JPG")).toBe("team-photo-1-.jpg");
    expect(uploadFileName("Café.png")).toBe("cafe.png");
  });

  it("points the preview's renderings of a chosen upload at the browser's copy", () => {
    rememberUpload(new File(["x"], "Team-Photo.jpg"), () => "blob:local/1");
    expect(localUpload("/images/uploads/team-photo.jpg")).toBe("blob:local/1");
    const html =
      '<source srcSet="/images/uploads/team-photo-480.avif 480w, /images/uploads/team-photo-960.avif 960w"/><img src="/images/uploads/team-photo-wide-960.webp"/><img src="/images/res-uk-b2b-960.webp"/>';
    expect(withLocalUploads(html, "/images/uploads/team-photo.jpg")).toBe(
      '<source srcSet="blob:local/1 480w, blob:local/1 960w"/><img src="blob:local/1"/><img src="/images/res-uk-b2b-960.webp"/>',
    );
    // An upload not chosen in this editor keeps its renderings.
    expect(withLocalUploads(html, "/images/uploads/other.jpg")).toBe(html);
  });
});

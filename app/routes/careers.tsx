import { SimplePageView } from "../components/SimplePageView";
import { stubPages } from "../content/pages";
import { seo } from "../lib/seo";

const page = stubPages.careers;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function CareersRoute() {
  return <SimplePageView page={page} />;
}

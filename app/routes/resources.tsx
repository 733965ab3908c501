import { SimplePageView } from "../components/SimplePageView";
import { stubPages } from "../content/pages";
import { seo } from "../lib/seo";

const page = stubPages.resources;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function ResourcesRoute() {
  return <SimplePageView page={page} />;
}

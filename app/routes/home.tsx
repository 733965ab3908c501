import { SimplePageView } from "../components/SimplePageView";
import { stubPages } from "../content/pages";
import { seo } from "../lib/seo";

const page = stubPages.home;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function HomeRoute() {
  return <SimplePageView page={page} />;
}

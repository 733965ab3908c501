import { SimplePageView } from "../components/SimplePageView";
import { simplePages } from "../content/pages";
import { seo } from "../lib/seo";

const page = simplePages.clients;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function ClientsRoute() {
  return <SimplePageView page={page} />;
}

import { Container, Heading } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { loadQuery } from "../lib/sanity/load-query";

// Foundation slice: replaced by the full home page built on web/src/lib/queries.ts.
const HOME_HEADING_QUERY = `*[_id == "homePage"][0]{"heading": hero.heading}`;

export const Route = createFileRoute("/")({
  loader: ({ context, abortController }) =>
    loadQuery<{ heading: string | null } | null>(
      context.content,
      HOME_HEADING_QUERY,
      {},
      {
        signal: abortController.signal,
      },
    ),
  component: HomePage,
});

function HomePage() {
  const home = Route.useLoaderData();
  return (
    <Container maxW="5xl" py="24">
      <Heading as="h1" size="4xl">
        {home?.heading ?? "Welcome"}
      </Heading>
    </Container>
  );
}

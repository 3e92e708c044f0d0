import { describe, expect, it } from "vitest";
import {
  chainProblem,
  duplicateSourceProblem,
  missingTargetProblem,
  type SluggedDocument,
  servedSourceProblem,
  sourceFormatProblem,
  targetFormatProblem,
  whatServes,
} from "./redirect-rules";

const rome: SluggedDocument = {
  _type: "city",
  slug: "rome",
  language: "en",
  title: "Rome",
  versions: ["en", "it"],
};
const roma: SluggedDocument = { ...rome, slug: "roma", language: "it", title: "Roma" };
const spring: SluggedDocument = {
  _type: "page",
  slug: "spring-offer",
  language: "en",
  title: "Spring offer",
  versions: [],
};
const documents = [rome, roma, spring];

describe("a redirect's old address (servedSourceProblem)", () => {
  it("accepts an address nothing answers", () => {
    expect(servedSourceProblem("/spring-deals", documents)).toBeUndefined();
    expect(servedSourceProblem("/it/offerte", documents)).toBeUndefined();
  });

  it("refuses a city guide's or page's address, naming it", () => {
    expect(servedSourceProblem("/rome", documents)).toBe(
      "“/rome” is still served by the city guide “Rome”: a redirect from it would hide that page. Redirect only an address nothing answers any more",
    );
    expect(servedSourceProblem("/it/roma", documents)).toMatch(/city guide “Roma”/);
    expect(servedSourceProblem("/spring-offer", documents)).toMatch(/the page “Spring offer”/);
  });

  it("refuses another language's slug of a guide, which the site sends on to the right version", () => {
    expect(servedSourceProblem("/it/rome", documents)).toMatch(/city guide “Rome” \(\/rome\)/);
    expect(servedSourceProblem("/roma", documents)).toMatch(/“Roma” \(\/it\/roma\)/);
  });

  it("leaves an English page's slug under /it/ free when the page has no Italian version", () => {
    expect(servedSourceProblem("/it/spring-offer", documents)).toBeUndefined();
  });

  it("refuses the site's routes in every language, the home page and its kept addresses", () => {
    expect(servedSourceProblem("/signup", [])).toMatch(/one of the site's own pages/);
    expect(servedSourceProblem("/it/signup", [])).toMatch(/one of the site's own pages/);
    expect(servedSourceProblem("/welcome", [])).toMatch(/one of the site's own pages/);
    expect(servedSourceProblem("/", [])).toMatch(/the home page/);
    expect(servedSourceProblem("/it", [])).toMatch(/the home page/);
    expect(servedSourceProblem("/assets/app.js", [])).toMatch(/keeps for itself/);
  });

  it("leaves /home free: the home page is at /, never there", () => {
    expect(whatServes("/home", [{ ...spring, slug: "home" }])).toBeUndefined();
  });
});

describe("the form of a redirect's addresses", () => {
  it("wants a path the host can match, in the language's addresses", () => {
    expect(sourceFormatProblem("/spring-deals", "en")).toBeUndefined();
    expect(sourceFormatProblem("/it/offerte", "it")).toBeUndefined();
    expect(sourceFormatProblem("spring-deals", "en")).toMatch(/starting with \//);
    expect(sourceFormatProblem("/old?x=1", "en")).toMatch(/matches the path only/);
    expect(sourceFormatProblem("/old/*", "en")).toMatch(/patterns/);
    expect(sourceFormatProblem("/old/", "en")).toMatch(/at the end/);
    expect(sourceFormatProblem("/offerte", "it")).toBe(
      "Italian addresses start with /it/, e.g. /it/offerte",
    );
    expect(sourceFormatProblem("/it/offerte", "en")).toMatch(/set the language to Italian/);
  });

  it("takes a site path or an http(s) address as a target", () => {
    expect(targetFormatProblem("/spring-offer")).toBeUndefined();
    expect(targetFormatProblem("/#features")).toBeUndefined();
    expect(targetFormatProblem("https://example.com/x")).toBeUndefined();
    expect(targetFormatProblem("//example.com")).toMatch(/path on this site/);
    expect(targetFormatProblem("javascript:alert(1)")).toMatch(/path on this site/);
  });
});

describe("a redirect's new address (missingTargetProblem)", () => {
  it("accepts what a page, guide or route answers, and any web address", () => {
    expect(missingTargetProblem("/spring-offer", documents)).toBeUndefined();
    expect(missingTargetProblem("/spring-offer?from=flyer#top", documents)).toBeUndefined();
    expect(missingTargetProblem("/it/roma", documents)).toBeUndefined();
    expect(missingTargetProblem("/signup", [])).toBeUndefined();
    expect(missingTargetProblem("/", [])).toBeUndefined();
    expect(missingTargetProblem("https://example.com/gone", [])).toBeUndefined();
  });

  it("refuses an address nothing answers, saying where visitors would land", () => {
    expect(missingTargetProblem("/spring-ofer", documents)).toBe(
      "Nothing on the site answers “/spring-ofer”: no published page, city guide or route has this address, so visitors would land on the “page not found” page",
    );
    expect(missingTargetProblem("/studio", documents)).toMatch(/Nothing on the site answers/);
  });
});

describe("loops and chains (chainProblem, duplicateSourceProblem)", () => {
  const aToB = { _id: "redirect-a", from: "/a", to: "/b" };

  it("accepts a redirect that stands alone", () => {
    expect(chainProblem({ _id: "redirect-c", from: "/c", to: "/d" }, [aToB])).toBeUndefined();
  });

  it("refuses a loop of two, or one to itself", () => {
    expect(chainProblem({ _id: "redirect-b", from: "/b", to: "/a" }, [aToB])).toBe(
      "“/b” → “/a” → “/b” is a loop: browsers would stop with an error. Remove one of these redirects",
    );
    expect(chainProblem({ _id: "redirect-x", from: "/x", to: "/x/" }, [])).toMatch(/to itself/);
  });

  it("refuses a longer loop through other redirects", () => {
    const bToC = { _id: "redirect-b", from: "/b", to: "/c" };
    expect(chainProblem({ _id: "redirect-c", from: "/c", to: "/a" }, [aToB, bToC])).toMatch(
      /“\/c” → “\/a” → “\/b” → “\/c” is a loop/,
    );
  });

  it("refuses a target that another redirect sends on, naming the last address", () => {
    expect(chainProblem({ _id: "redirect-z", from: "/z", to: "/a" }, [aToB])).toBe(
      "“/a” already redirects to “/b”: send this one straight to “/b”, or visitors are sent twice",
    );
  });

  it("refuses a source another redirect sends visitors to", () => {
    expect(chainProblem({ _id: "redirect-b", from: "/b", to: "/c" }, [aToB])).toBe(
      "“/a” already redirects to “/b”: change that one to go to “/c”, or its visitors are sent twice",
    );
  });

  it("does not count the document's own draft or published version", () => {
    const draft = { ...aToB, _id: "drafts.redirect-a", to: "/a" };
    expect(chainProblem({ ...aToB, _id: "drafts.redirect-a" }, [aToB, draft])).toBeUndefined();
    expect(duplicateSourceProblem({ ...aToB, _id: "drafts.redirect-a" }, [aToB])).toBeUndefined();
  });

  it("refuses a second redirect from the same address", () => {
    expect(duplicateSourceProblem({ _id: "redirect-2", from: "/a", to: "/c" }, [aToB])).toBe(
      "Another redirect already sends “/a” to “/b”: edit that one instead",
    );
  });
});

import type { Plugin } from 'vite';

/**
 * The app's code and styles are requested once the static first screen has painted, not while the
 * page is still being parsed. That screen needs none of them (tools/vite/static-shell.ts), and
 * requested earlier they shared the slow phone's first round trips with the page itself: Lighthouse's
 * simulation of a slow connection put the first paint and the largest one after them (an LCP of
 * 1.6-1.8 s for a paragraph that is painted at once). The head's tags for them (the entry script, the
 * module preloads, the English strings, the stylesheets) become one small script that adds them when
 * the first contentful paint is reported, at once in a hidden tab (which paints nothing), and after
 * a second at the latest. Then, at low priority, the files of the route shown (`window.__f6Preload`,
 * tools/vite/route-preload.ts), so a deep link's code does not wait for the app to boot first. One
 * link per task: each costs a slow phone 5-25 ms under Lighthouse's trace (more for a stylesheet),
 * six per task made tasks of 50-200 ms, a third of /timeline's blocking time, and two per task still
 * made a dozen tasks of 50-110 ms (Lighthouse TBT, medians of 5 interleaved: /timeline 469 -> 288 ms,
 * the invitation letter 519 -> 261 ms going from two to one). Stylesheets added by a script never hold
 * back a paint, and the static screen's own classes (s-*) are not styled by them. The route's
 * stylesheets were only fetched here once, and applied by its chunk's import: that added a dozen
 * links in one task (27-43 ms at 4x on /timeline, most of a long task).
 */
const tag = /\s*<(script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"[^>]*>(?:<\/script>)?/g;

export function deferredStartPlugin(): Plugin {
  return {
    name: 'f6-deferred-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files: Array<[kind: 'entry' | 'module' | 'fetch' | 'style', href: string]> = [];
        const rest = html.replace(tag, (whole: string, name: string, href: string) => {
          if (name === 'script' && /type="module"/.test(whole)) files.push(['entry', href]);
          else if (/rel="modulepreload"/.test(whole)) files.push(['module', href]);
          else if (/rel="preload"/.test(whole) && /as="fetch"/.test(whole)) files.push(['fetch', href]);
          else if (/rel="stylesheet"/.test(whole)) files.push(['style', href]);
          else return whole;
          return '';
        });
        if (files.filter(([kind]) => kind === 'entry').length !== 1)
          throw new Error('deferredStartPlugin: expected one entry script in index.html');
        // Stylesheets first (the first render waits for them), then the strings, the modules and the entry.
        const order = { style: 0, fetch: 1, module: 2, entry: 3 } as const;
        files.sort((a, b) => order[a[0]] - order[b[0]]);
        const script =
          `<script>(function(){var f=${JSON.stringify(files)};var done=false;` +
          // The route's files: modules preloaded, stylesheets applied (their chunk's import then finds
          // them in place and does not add them again, all in one task, as it does for any it misses).
          `(window.__f6Preload||[]).forEach(function(p){f.push([/\\.css$/.test(p)?'later-style':'later-module','/'+p]);});` +
          // One file per task (a route file the app has added meanwhile is not added twice).
          `function add(i){var k=f[i][0],h=f[i][1],e;` +
          `if(k.indexOf('later')<0||!document.querySelector('link[href="'+h+'"]')){` +
          `if(k==='entry'){e=document.createElement('script');e.type='module';e.src=h;}` +
          `else{e=document.createElement('link');e.href=h;` +
          `e.rel=k==='style'||k==='later-style'?'stylesheet':k==='fetch'?'preload':'modulepreload';` +
          `if(k==='fetch')e.as='fetch';if(k.indexOf('later')===0)e.fetchPriority='low';}` +
          `e.crossOrigin='';document.head.appendChild(e);}if(i+1<f.length)setTimeout(function(){add(i+1);},0);}` +
          `function go(){if(done)return;done=true;add(0);}` +
          `if(document.visibilityState==='hidden')return go();` +
          `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return go();` +
          `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go();}}).observe({type:'paint',buffered:true});}catch(e){return go();}` +
          `setTimeout(go,1000);})();</script>`;
        return rest.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

// The console's stylesheet and script, served by the Worker (nothing is loaded from elsewhere) under paths that change
// with their content, so browsers may keep them for a year. The script only adds what helps: copy buttons and
// confirmations before destructive posts; every page works without it.
const CSS = `
:root{--ink:#14213d;--muted:#4a5568;--line:#d5dbe5;--bg:#f6f8fb;--card:#fff;--accent:#1d4ed8;--accent-ink:#fff;--danger:#b42318;--ok:#067647;--warn-bg:#fff7e6;--warn:#7a4d00;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg);line-height:1.5}
*{box-sizing:border-box}body{margin:0}
a{color:var(--accent)}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem}.skip:focus{left:.5rem}
.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;justify-content:space-between;align-items:center;padding:.75rem 1rem;background:var(--ink);color:#fff}
.top a{color:#fff}.brand{font-weight:700;text-decoration:none}.brand span{font-weight:400;opacity:.85}.who{font-size:.9rem}
.nav{background:var(--card);border-bottom:1px solid var(--line)}
.nav ul,.langs ul{list-style:none;margin:0;padding:.25rem 1rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.nav a,.nav .link{display:inline-block;padding:.4rem 0;text-decoration:none;font-size:.95rem}
.nav a[aria-current=page]{font-weight:700;text-decoration:underline}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:1rem;margin:0 0 1rem}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1rem}
.figure{font-size:1.6rem;font-weight:700;margin:0}
.card>h2:first-child{margin-top:0}
.field{margin:0 0 1rem}label,legend{display:block;font-weight:600;margin:0 0 .25rem}
input[type=text],input[type=email],input[type=password],input[type=url],input[type=number],select,textarea{width:100%;max-width:32rem;padding:.55rem .6rem;border:1px solid #8a94a6;border-radius:6px;font:inherit;background:#fff;color:var(--ink)}
fieldset{border:1px solid var(--line);border-radius:8px;padding:.75rem;margin:0 0 1rem;min-width:0}
.check span{overflow-wrap:anywhere}
.check{display:flex;gap:.5rem;align-items:flex-start;margin:.35rem 0;font-weight:400}.check input{margin-top:.3rem}
.check code{font-weight:600}
.help{color:var(--muted);font-size:.9rem;margin:.25rem 0 0}
.button,button{display:inline-block;font:inherit;padding:.55rem 1rem;border-radius:6px;border:1px solid var(--accent);background:var(--accent);color:var(--accent-ink);cursor:pointer;text-decoration:none}
.button.secondary,button.secondary{background:#fff;color:var(--accent)}
button.danger{background:var(--danger);border-color:var(--danger)}
button.link{background:none;border:0;color:var(--accent);padding:.4rem 0;text-decoration:underline}
form.inline{display:inline}
.inline-form{display:flex;flex-wrap:wrap;gap:.35rem;align-items:center}.inline-form input[type=text],.inline-form input[type=email]{width:auto;flex:1 1 8rem}.inline-form select{width:auto}
ul.plain{list-style:none;padding:0}ul.plain li{margin:.35rem 0}
.alert{border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;border:1px solid}
.alert p{margin:0}.alert ul{margin:0;padding-left:1.2rem}
.alert.error{background:#fef3f2;border-color:#fda29b;color:#7a271a}
.alert.notice{background:#ecfdf3;border-color:#75e0a7;color:#054f31}
.warning{background:var(--warn-bg);color:var(--warn);padding:.5rem .75rem;border-radius:6px}
.secret{background:var(--card);border:2px solid var(--accent);border-radius:8px;padding:1rem;margin:0 0 1.5rem}
.copy-row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem}
#new-secret{background:#eef2ff;padding:.4rem .6rem;border-radius:6px;word-break:break-all}
pre{background:#0f172a;color:#e2e8f0;padding:1rem;border-radius:8px;overflow-x:auto;white-space:pre}
.table-wrap{overflow-x:auto;margin:0 0 1rem;position:relative}
.table-wrap:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
table{border-collapse:collapse;width:100%;background:var(--card);font-size:.93rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--line);vertical-align:top}
th{background:#eef1f6}
.tag{display:inline-block;border:1px solid var(--line);border-radius:4px;padding:0 .3rem;margin:0 .2rem .2rem 0;font-size:.8rem;background:#f8fafc}
.state-ok{color:var(--ok);font-weight:600}.state-bad{color:var(--danger);font-weight:600}
.pager{display:flex;justify-content:space-between;align-items:center;gap:1rem;margin:1rem 0}
.foot{border-top:1px solid var(--line);margin-top:2rem;padding:.5rem 0;font-size:.9rem}
.langs a[aria-current=true]{font-weight:700}
.auth{max-width:30rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}
details>summary{cursor:pointer;font-weight:600}
.tabs ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;margin:0 0 1rem;border-bottom:1px solid var(--line)}
.tabs a{display:inline-block;padding:.4rem 0;text-decoration:none}.tabs a[aria-current=page]{font-weight:700;border-bottom:3px solid var(--accent)}
.filters{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end}.filters .field{margin:0;flex:1 1 10rem}
input[type=search],input[type=date]{width:100%;max-width:32rem;padding:.55rem .6rem;border:1px solid #8a94a6;border-radius:6px;font:inherit;background:#fff;color:var(--ink)}
.chart{margin:0 0 1rem;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:.5rem}.chart svg{width:100%;height:auto;display:block}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;font-size:.9rem;padding:.25rem .5rem}.legend-item{display:inline-flex;align-items:center;gap:.35rem;white-space:nowrap}
.spark{vertical-align:middle}
mark{background:#fef08a;color:inherit;padding:0 .1rem}mark.brand{background:#bfdbfe}
.reasons{list-style:none;padding:0}.reason{margin:0 0 .4rem;padding:.3rem .6rem;border-left:4px solid var(--line);background:var(--card)}.reason .polarity{font-weight:700;margin-right:.35rem}.reason.positive{border-color:var(--ok)}.reason.positive .polarity{color:var(--ok)}.reason.negative{border-color:var(--danger)}.reason.negative .polarity{color:var(--danger)}
.answer{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:.25rem 1rem;margin:0 0 1rem;overflow-wrap:anywhere}.answer p{white-space:pre-line}
@media (max-width:40rem){h1{font-size:1.35rem}main{padding:.75rem}th,td{padding:.4rem}dl{grid-template-columns:1fr}dd{margin-bottom:.35rem}}
`;

const JS = `(()=>{for(const b of document.querySelectorAll("[data-copy]")){b.hidden=false;b.addEventListener("click",async()=>{const el=document.getElementById(b.dataset.copy);if(!el)return;try{await navigator.clipboard.writeText(el.textContent.trim());const label=b.textContent;b.textContent=b.dataset.copied||label;setTimeout(()=>{b.textContent=label},2000)}catch{const r=document.createRange();r.selectNodeContents(el);const s=getSelection();s.removeAllRanges();s.addRange(r)}})}
document.addEventListener("submit",e=>{const f=e.target;if(f instanceof HTMLFormElement&&f.dataset.confirm&&!confirm(f.dataset.confirm))e.preventDefault()})})();`;

/** FNV-1a of the text, in base 36: a version for the asset's path (not a security measure). */
function version(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export const ASSET_PATHS = { css: `/app/assets/console.${version(CSS)}.css`, js: `/app/assets/console.${version(JS)}.js` };

export const ASSETS: Record<string, { body: string; type: string }> = {
  [ASSET_PATHS.css]: { body: CSS, type: "text/css; charset=utf-8" },
  [ASSET_PATHS.js]: { body: JS, type: "text/javascript; charset=utf-8" },
};

/**
 * Line-art pictograms for the sample catalog's images (scripts/build-sample-catalog.ts), one per product
 * KIND, drawn on a 400 x 400 canvas around its centre. Each is plain SVG markup with two placeholders:
 * `A` as a fill stands for the product's accent colour (`fill="A"`) and `I` for its ink (`fill="I"`).
 * The enclosing group strokes everything in ink and fills closed shapes white, so open paths say
 * `fill="none"`.
 */

const pictogramMarkup = {
  headphones:
    '<path fill="none" d="M122 235v-35a78 78 0 0 1 156 0v35"/><rect x="100" y="215" width="46" height="78" rx="18" fill="A"/><rect x="254" y="215" width="46" height="78" rx="18" fill="A"/>',
  speaker:
    '<rect x="135" y="105" width="130" height="195" rx="24"/><circle cx="200" cy="235" r="42" fill="A"/><circle cx="200" cy="235" r="12"/><circle cx="200" cy="152" r="17"/>',
  watch:
    '<path d="M168 105h64l8 55h-80z"/><path d="M160 240l8 55h64l8-55z"/><circle cx="200" cy="200" r="58" fill="A"/><circle cx="200" cy="200" r="40"/><path fill="none" d="M200 178v22l15 12"/>',
  phone:
    '<rect x="142" y="95" width="116" height="210" rx="20"/><rect x="158" y="122" width="84" height="145" rx="6" fill="A"/><path fill="none" d="M190 285h20"/>',
  powerbank:
    '<rect x="140" y="105" width="120" height="190" rx="20" fill="A"/><path d="M212 140l-42 68h32l-14 54 44-72h-32z"/>',
  camera:
    '<path d="M160 152l14-28h52l14 28"/><rect x="108" y="150" width="184" height="124" rx="20"/><circle cx="200" cy="214" r="44" fill="A"/><circle cx="200" cy="214" r="20"/><circle cx="262" cy="176" r="5" fill="I"/>',
  gamepad:
    '<path d="M142 160h116a45 45 0 0 1 44 36l10 54a25 25 0 0 1-44 17l-22-27h-92l-22 27a25 25 0 0 1-44-17l10-54a45 45 0 0 1 44-36z"/><path fill="none" d="M150 193v32M134 209h32"/><circle cx="248" cy="196" r="9" fill="A"/><circle cx="270" cy="220" r="9" fill="A"/>',
  laptop:
    '<rect x="124" y="118" width="152" height="110" rx="10"/><rect x="140" y="134" width="120" height="78" rx="4" fill="A"/><path d="M106 242h188l14 30H92z"/>',
  keyboard:
    '<rect x="92" y="148" width="216" height="114" rx="16" fill="A"/><path fill="none" d="M124 182h10M160 182h10M196 182h10M232 182h10M268 182h10M124 210h10M160 210h10M196 210h10M232 210h10M268 210h10M152 236h96"/>',
  lamp: '<path d="M155 120h90l32 86H123z" fill="A"/><path fill="none" d="M200 206v76M156 292h88"/>',
  bulb: '<path d="M200 100a66 66 0 0 0-38 120c8 6 13 15 13 25v10h50v-10c0-10 5-19 13-25a66 66 0 0 0-38-120z" fill="A"/><path fill="none" d="M178 278h44M186 302h28M200 255v-45l-15-18M200 210l15-18"/>',
  robot:
    '<path fill="none" d="M200 120V98M157 252l-26 22M243 252l26 22"/><circle cx="200" cy="90" r="9" fill="A"/><rect x="140" y="120" width="120" height="96" rx="20"/><circle cx="176" cy="164" r="12" fill="A"/><circle cx="224" cy="164" r="12" fill="A"/><path fill="none" d="M182 193h36"/><rect x="156" y="230" width="88" height="70" rx="14" fill="A"/>',
  projector:
    '<path fill="none" d="M150 250l-15 38M250 250l15 38"/><rect x="100" y="150" width="200" height="100" rx="18"/><circle cx="242" cy="200" r="30" fill="A"/><circle cx="242" cy="200" r="12"/><path fill="none" d="M130 180h50M130 205h40"/>',
  microphone:
    '<rect x="168" y="95" width="64" height="118" rx="32" fill="A"/><path fill="none" d="M142 182a58 58 0 0 0 116 0M200 240v48M164 294h72M180 130h20M180 158h20"/>',
  mug: '<path fill="none" d="M168 122c-10-12 10-20 0-32M208 122c-10-12 10-20 0-32M238 172h16a26 26 0 0 1 0 52h-16"/><path d="M128 146h112v104a36 36 0 0 1-36 36h-40a36 36 0 0 1-36-36z" fill="A"/><path fill="none" d="M158 200h52"/>',
  press:
    '<path fill="none" d="M200 128V92M178 92h44M250 158h18a10 10 0 0 1 10 10v72a10 10 0 0 1-10 10h-18M138 296h124"/><rect x="150" y="128" width="100" height="158" rx="10" fill="A"/><path fill="none" d="M150 176h100"/>',
  teapot:
    '<path fill="none" d="M272 190c28-10 40 10 30 30l-20 28M128 200c-22-4-32 20-18 38l22 22"/><path d="M118 238a82 70 0 0 1 164 0c0 30-24 52-54 52h-56c-30 0-54-22-54-52z" fill="A"/><path d="M168 160a32 14 0 0 1 64 0z"/><circle cx="200" cy="136" r="10"/>',
  plant:
    '<path d="M200 232c-42-10-62-52-52-94 36 10 52 48 52 94z"/><path d="M200 232c42-10 62-52 52-94-36 10-52 48-52 94z"/><path fill="none" d="M200 232v-76"/><path d="M146 230h108l-14 72h-80z" fill="A"/>',
  candle:
    '<path d="M200 100c18 20 22 36 10 49a14 14 0 0 1-20 0c-12-13-8-29 10-49z"/><path fill="none" d="M200 152v18M132 296h136"/><rect x="156" y="170" width="88" height="120" rx="12" fill="A"/><path fill="none" d="M156 205h88"/>',
  knife:
    '<g transform="rotate(-32 200 200) translate(200 200) scale(.88) translate(-200 -200)"><path d="M150 180h118c36 0 56 18 62 42H150z"/><rect x="66" y="184" width="88" height="34" rx="12" fill="A"/><circle cx="92" cy="201" r="4" fill="I"/><circle cx="126" cy="201" r="4" fill="I"/></g>',
  pan: '<rect x="240" y="196" width="100" height="26" rx="13"/><circle cx="166" cy="209" r="80" fill="A"/><circle cx="166" cy="209" r="56"/>',
  wine: '<path d="M114 300V192c0-20 20-30 20-52v-40h32v40c0 22 20 32 20 52v108z" fill="A"/><path fill="none" d="M128 228h44"/><path d="M222 130h78c5 62-10 96-39 96s-44-34-39-96z"/><path fill="A" stroke="none" d="M226 166h70c-4 36-17 54-35 54s-31-18-35-54z"/><path fill="none" d="M261 226v62M232 292h58"/>',
  lipstick:
    '<path d="M182 182v-58l36-26v84z" fill="A"/><rect x="176" y="180" width="48" height="32" rx="4"/><rect x="166" y="210" width="68" height="92" rx="8"/>',
  perfume:
    '<rect x="168" y="106" width="64" height="38" rx="8"/><rect x="182" y="142" width="36" height="26"/><rect x="136" y="166" width="128" height="128" rx="26" fill="A"/><path fill="none" d="M164 198v52"/>',
  dropper:
    '<path d="M180 166v-42a20 20 0 0 1 40 0v42z" fill="A"/><rect x="168" y="164" width="64" height="26" rx="5"/><path d="M148 190h104v92a20 20 0 0 1-20 20h-64a20 20 0 0 1-20-20z" fill="A"/><rect x="170" y="222" width="60" height="48" rx="6"/>',
  mirror:
    '<rect x="186" y="242" width="28" height="64" rx="12" fill="A"/><circle cx="200" cy="170" r="74"/><circle cx="200" cy="170" r="54" fill="A"/><path fill="none" d="M176 146l-12 12M196 136l-30 30"/>',
  soap: '<circle cx="160" cy="128" r="16"/><circle cx="204" cy="108" r="11"/><circle cx="236" cy="142" r="20"/><rect x="116" y="176" width="168" height="100" rx="34" fill="A"/><path fill="none" d="M150 210h60"/>',
  dumbbell:
    '<path fill="none" d="M140 200h120"/><rect x="92" y="148" width="32" height="104" rx="9" fill="A"/><rect x="122" y="166" width="22" height="68" rx="6"/><rect x="276" y="148" width="32" height="104" rx="9" fill="A"/><rect x="256" y="166" width="22" height="68" rx="6"/>',
  mat: '<rect x="130" y="158" width="176" height="84" rx="8" fill="A"/><ellipse cx="130" cy="200" rx="32" ry="42"/><path fill="none" d="M124 200a10 10 0 1 1 10 10M100 262h200"/>',
  ball: '<circle cx="200" cy="200" r="88"/><path fill="A" d="M200 168l30 22-12 35h-36l-12-35z"/><path fill="none" d="M200 168v-54M230 190l52-16M218 225l32 44M182 225l-32 44M170 190l-52-16"/>',
  racket:
    '<g transform="rotate(35 200 200)"><ellipse cx="200" cy="150" rx="62" ry="78" fill="A"/><path fill="none" d="M170 82v136M200 72v156M230 82v136M140 120h120M138 150h124M140 180h120"/><ellipse cx="200" cy="150" rx="62" ry="78" fill="none"/><rect x="188" y="228" width="24" height="90" rx="10"/></g>',
  bike: '<circle cx="128" cy="250" r="48"/><circle cx="272" cy="250" r="48"/><path fill="none" d="M128 250l44-78h80l20 78M172 172l40 78h-84M202 150h-30M244 172l-6-26h24"/><circle cx="212" cy="250" r="8" fill="A"/>',
  tent: '<path d="M200 108l112 184H88z" fill="A"/><path d="M200 196l-32 96h64z"/><path fill="none" d="M68 292h264M200 108l-16-22M200 108l16-22"/>',
  backpack:
    '<path fill="none" d="M174 120v-14a26 26 0 0 1 52 0v14"/><rect x="134" y="118" width="132" height="184" rx="38" fill="A"/><path fill="none" d="M138 176h124"/><rect x="160" y="216" width="80" height="60" rx="12"/>',
  bottle:
    '<rect x="172" y="98" width="56" height="42" rx="9"/><rect x="158" y="138" width="84" height="164" rx="24" fill="A"/><path fill="none" d="M158 190h84"/>',
  skateboard:
    '<path d="M92 194h216a22 22 0 0 1 0 34H92a22 22 0 0 1 0-34z" fill="A"/><path fill="none" d="M140 228v12M260 228v12"/><circle cx="140" cy="256" r="17"/><circle cx="260" cy="256" r="17"/>',
  binoculars:
    '<rect x="180" y="168" width="40" height="42" rx="8"/><rect x="112" y="140" width="72" height="130" rx="32" fill="A"/><rect x="216" y="140" width="72" height="130" rx="32" fill="A"/><circle cx="148" cy="240" r="20"/><circle cx="252" cy="240" r="20"/>',
  compass:
    '<circle cx="200" cy="200" r="90"/><path fill="A" d="M200 126l22 74h-44z"/><path d="M200 274l22-74h-44z"/><circle cx="200" cy="200" r="9" fill="I"/><path fill="none" d="M284 200h-12M116 200h12"/>',
  kite: '<path d="M200 96l62 84-62 112-62-112z" fill="A"/><path fill="none" d="M200 96v196M138 180h124M200 292c-22 14 20 22 0 36"/>',
  book: '<path d="M200 140c-30-20-72-22-104-12v154c32-10 74-8 104 12z"/><path d="M200 140c30-20 72-22 104-12v154c-32-10-74-8-104 12z" fill="A"/><path fill="none" d="M122 168c20-5 40-5 56 2M122 198c20-5 40-5 56 2M122 228c20-5 40-5 56 2M200 140v154"/>',
  books:
    '<rect x="106" y="104" width="48" height="190" rx="6" fill="A"/><rect x="162" y="130" width="44" height="164" rx="6"/><rect x="214" y="116" width="52" height="178" rx="6" fill="A"/><path fill="none" d="M118 140h24M118 258h24M174 160h20M226 150h28M226 258h28M88 300h224"/><path d="M272 140l34-8 22 160-34 6z"/>',
  notebook:
    '<rect x="128" y="100" width="144" height="200" rx="12" fill="A"/><path fill="none" d="M156 100v200M246 100v200"/><rect x="170" y="140" width="60" height="34" rx="5"/>',
  record:
    '<circle cx="200" cy="200" r="96" fill="A"/><circle cx="200" cy="200" r="72" fill="none"/><circle cx="200" cy="200" r="30"/><circle cx="200" cy="200" r="5" fill="I"/>',
  clapper:
    '<path d="M104 140l174-42 10 36-174 42z"/><path fill="none" d="M140 132l20 28M184 121l20 28M228 110l20 28"/><rect x="108" y="176" width="184" height="112" rx="10" fill="A"/><path fill="none" d="M130 214h90M130 246h60"/>',
  dice: '<rect x="98" y="156" width="108" height="108" rx="20"/><circle cx="126" cy="184" r="9" fill="I" stroke="none"/><circle cx="152" cy="210" r="9" fill="I" stroke="none"/><circle cx="178" cy="236" r="9" fill="I" stroke="none"/><g transform="rotate(16 252 180)"><rect x="204" y="132" width="96" height="96" rx="18" fill="A"/><circle cx="230" cy="158" r="8" fill="I" stroke="none"/><circle cx="274" cy="202" r="8" fill="I" stroke="none"/></g>',
  puzzle:
    '<path d="M128 150h46a26 26 0 1 1 52 0h46v46a26 26 0 1 1 0 52v46h-46a26 26 0 1 0-52 0h-46v-46a26 26 0 1 0 0-52z" fill="A"/>',
  chess:
    '<circle cx="200" cy="132" r="26"/><path d="M180 178h40l16 84h-72z" fill="A"/><rect x="170" y="162" width="60" height="16" rx="7"/><rect x="148" y="262" width="104" height="30" rx="9"/>',
  frame:
    '<rect x="114" y="106" width="172" height="188" rx="8"/><rect x="138" y="130" width="124" height="140" fill="A"/><path d="M138 270l42-56 30 34 22-22 30 44z"/><circle cx="234" cy="164" r="12"/>',
  palette:
    '<path d="M200 108c-62 0-102 42-102 92s42 92 96 92c20 0 26-16 16-30s0-30 20-30h30c26 0 42-16 42-40 0-46-44-84-102-84z"/><circle cx="158" cy="166" r="14" fill="A"/><circle cx="206" cy="146" r="14" fill="A"/><circle cx="252" cy="170" r="14" fill="A"/><circle cx="146" cy="218" r="14" fill="A"/>',
  yarn: '<circle cx="186" cy="206" r="78" fill="A"/><path fill="none" d="M126 160c44 18 82 66 100 114M150 136c52 28 90 78 106 124M112 220c42 2 80 30 96 60M264 206c30 6 48 30 58 60"/><path fill="none" d="M240 96l44 120M284 96l-26 120"/>',
  globe:
    '<circle cx="200" cy="186" r="78" fill="A"/><ellipse cx="200" cy="186" rx="32" ry="78" fill="none"/><path fill="none" d="M122 186h156M134 146h132M134 226h132M200 264v26M158 296h84"/>',
  telescope:
    '<path fill="none" d="M206 212l-46 84M206 212l46 84M206 212v84"/><g transform="rotate(-24 200 180)"><rect x="112" y="156" width="176" height="48" rx="12" fill="A"/><rect x="92" y="166" width="24" height="28" rx="5"/><rect x="284" y="150" width="26" height="60" rx="6"/></g>',
  beaker:
    '<path d="M174 104h52v62l56 106a16 16 0 0 1-14 24H132a16 16 0 0 1-14-24l56-106z"/><path fill="A" stroke="none" d="M148 226h104l28 48a12 12 0 0 1-10 18H130a12 12 0 0 1-10-18z"/><path fill="none" d="M162 104h76"/><circle cx="190" cy="196" r="7"/><circle cx="214" cy="172" r="5"/>',
  pillow:
    '<path d="M116 136q84 24 168 0q-22 64 0 128q-84-24-168 0q22-64 0-128z" fill="A"/><path fill="none" stroke-dasharray="4 14" d="M150 170q50 12 100 0M150 232q50-12 100 0"/>',
  wateringcan:
    '<path fill="none" d="M162 178a38 38 0 0 1 76 0M240 250l54-58"/><path d="M280 176l28 28-14 10-24-22z"/><path d="M138 178h104v104a12 12 0 0 1-12 12h-80a12 12 0 0 1-12-12z" fill="A"/>',
  toolbox:
    '<path fill="none" d="M164 168v-26h72v26"/><rect x="108" y="168" width="184" height="114" rx="12" fill="A"/><path fill="none" d="M108 210h184"/><rect x="184" y="198" width="32" height="24" rx="5"/>',
  guitar:
    '<path fill="none" d="M214 186l78-78"/><rect x="282" y="86" width="28" height="40" rx="6" transform="rotate(45 296 106)"/><circle cx="174" cy="244" r="58" fill="A"/><circle cx="218" cy="198" r="40" fill="A"/><circle cx="186" cy="232" r="15"/><path fill="none" d="M150 270l24-24"/>',
  sneaker:
    '<path d="M92 248v-54c22 0 42-12 56-42l24 10c10 26 40 38 72 42l42 10c16 4 22 16 22 34z" fill="A"/><rect x="90" y="246" width="220" height="28" rx="10"/><path fill="none" d="M162 184l16 8M176 170l16 8M190 158l14 8"/>',
  handbag:
    '<path fill="none" d="M160 178v-20a40 40 0 0 1 80 0v20"/><path d="M118 178h164l-16 118H134z" fill="A"/><rect x="187" y="196" width="26" height="20" rx="5"/>',
  sunglasses:
    '<path fill="none" d="M180 190q20-16 40 0M92 180l-14-22M308 180l14-22"/><path d="M92 178h88v32a36 36 0 0 1-36 36h-16a36 36 0 0 1-36-36z" fill="A"/><path d="M220 178h88v32a36 36 0 0 1-36 36h-16a36 36 0 0 1-36-36z" fill="A"/>',
  ring: '<circle cx="200" cy="236" r="64" fill="none"/><path d="M168 110h64l20 24-52 46-52-46z" fill="A"/><path fill="none" d="M148 134h104M186 110l-8 24 22 46 22-46-8-24"/>',
  necklace:
    '<path fill="none" d="M120 104c0 112 40 152 80 152s80-40 80-152"/><circle cx="200" cy="256" r="6" fill="I"/><path d="M200 266l24 28-24 32-24-32z" fill="A"/>',
  shirt:
    '<path d="M160 108l-62 36 22 46 28-12v126h104V178l28 12 22-46-62-36c-5 20-20 30-40 30s-35-10-40-30z" fill="A"/><path fill="none" d="M168 250h64"/>',
  wallet:
    '<rect x="108" y="146" width="184" height="124" rx="18" fill="A"/><path d="M232 182h60v52h-60a26 26 0 0 1 0-52z"/><circle cx="240" cy="208" r="6" fill="I"/>',
  beanie:
    '<circle cx="200" cy="146" r="18"/><path d="M118 240a82 82 0 0 1 164 0z" fill="A"/><rect x="108" y="236" width="184" height="42" rx="12"/><path fill="none" d="M150 244v26M200 244v26M250 244v26"/>',
  tie: '<path d="M180 104h40l-8 34h-24z" fill="A"/><path d="M188 138h24l24 132-36 34-36-34z" fill="A"/><path fill="none" d="M184 180l30-22M178 222l42-30M176 262l48-34"/>',
  blocks:
    '<rect x="108" y="212" width="84" height="84" rx="10" fill="A"/><rect x="208" y="212" width="84" height="84" rx="10"/><rect x="158" y="126" width="84" height="84" rx="10"/><circle cx="150" cy="254" r="18"/><path d="M250 232l22 40h-44z" fill="A"/><path fill="none" d="M182 168h36M200 150v36"/>',
  bear: '<circle cx="146" cy="136" r="28" fill="A"/><circle cx="254" cy="136" r="28" fill="A"/><circle cx="200" cy="196" r="76"/><ellipse cx="200" cy="224" rx="32" ry="25" fill="A"/><circle cx="172" cy="180" r="7" fill="I" stroke="none"/><circle cx="228" cy="180" r="7" fill="I" stroke="none"/><circle cx="200" cy="214" r="7" fill="I"/>',
  onesie:
    '<path d="M160 108h80l46 40-26 30-20-14v84l-26 48h-28l-26-48v-84l-20 14-26-30z" fill="A"/><path fill="none" d="M178 108a22 22 0 0 0 44 0M188 272h24"/>',
  gift: '<path fill="none" d="M200 146c-10-30-50-40-52-14-2 18 30 18 52 14zM200 146c10-30 50-40 52-14 2 18-30 18-52 14z"/><rect x="118" y="146" width="164" height="44" rx="8"/><rect x="132" y="190" width="136" height="106" rx="8" fill="A"/><path fill="none" d="M200 146v150"/>',
  cuttingboard:
    '<path d="M104 150h156a20 20 0 0 1 20 20v6h24a24 24 0 0 1 0 48h-24v6a20 20 0 0 1-20 20H104a20 20 0 0 1-20-20v-60a20 20 0 0 1 20-20z" fill="A"/><circle cx="304" cy="200" r="8"/><path d="M120 226l50-50 20 50z"/><circle cx="218" cy="186" r="13"/><circle cx="238" cy="210" r="13"/><circle cx="212" cy="216" r="13"/>',
  birdhouse:
    '<path fill="none" d="M200 290v28M166 318h68M200 254v16"/><rect x="134" y="170" width="132" height="120" rx="6" fill="A"/><path d="M200 98l96 80H104z"/><circle cx="200" cy="224" r="22" fill="I"/><path fill="none" d="M200 262v18"/>',
  massager:
    '<path d="M168 206v84a16 16 0 0 0 16 16h12a16 16 0 0 0 16-16v-84z"/><path d="M130 140h128a34 34 0 0 1 0 68H130a34 34 0 0 1 0-68z" fill="A"/><path fill="none" d="M292 174h14"/><circle cx="316" cy="174" r="20"/><path fill="none" d="M140 174h60"/>',
  hairdryer:
    '<path d="M164 210h44l-10 90h-24z" fill="A"/><rect x="200" y="150" width="104" height="58" rx="10"/><circle cx="176" cy="180" r="60" fill="A"/><circle cx="176" cy="180" r="26"/><path fill="none" d="M316 162v34"/>',
  razor:
    '<rect x="180" y="178" width="40" height="128" rx="18" fill="A"/><path fill="none" d="M200 160v18M188 226h24M188 250h24"/><rect x="140" y="106" width="120" height="54" rx="14"/><path fill="none" d="M158 130h84"/>',
  ship: '<path fill="none" d="M200 92v160M200 92l30 10-30 10"/><path d="M206 112l74 118h-74z" fill="A"/><path d="M194 134l-60 96h60z"/><path d="M96 252h208l-32 46H128z" fill="A"/><path fill="none" d="M70 314c20-10 40 10 60 0s40 10 60 0 40 10 60 0 40 10 60 0"/>',
} as const;

export type PictogramKind = keyof typeof pictogramMarkup;

/** A pictogram's markup with its accent and ink colours filled in. */
export function pictogram(kind: PictogramKind, colours: { accent: string; ink: string }): string {
  return pictogramMarkup[kind].replace(/fill="A"/g, `fill="${colours.accent}"`).replace(/fill="I"/g, `fill="${colours.ink}"`);
}

/**
 * What the triage engine reads in a visitor's words, English and everyday Spanish, with the
 * error texts looked up rather than guessed: Windows stop codes by name and number, boot
 * messages, beep and blink codes. See ./types.ts for how a pattern reads.
 */
import type { SymptomDef } from "./types";

const DRINKS =
  "coca|cola|cocacola|peed|urine|vomit|puke|coffee|water|tea|soda|coke|pepsi|sprite|juice|wine|beer|milk|drink|liquid|lemonade|gatorade|smoothie|cafe|agua|refresco|jugo|vino|cerveza|leche|liquido|bebida";
const DEVICE_WORDS =
  "it|laptop|keyboard|computer|mac|macbook|pc|keys|trackpad|touchpad|tower|notebook|chromebook|desktop|thinkpad|screen|teclado|computadora|compu|portatil|laptops";
const FILES =
  "pdfs|pdf|spreadsheets|invoices|backups|files|file|photos|photo|photographs|pictures|pics|letters|emails|records|paperwork|documents|docs|data|work|projects|videos|music|thesis|folders|folder|fotos|archivos|documentos|datos";

export const SYMPTOMS: readonly SymptomDef[] = [
  // What the visitor says the trouble is, whatever they picked.
  {
    id: "says-no-start",
    base: 0.2,
    patterns: [
      "wont|cant|doesnt|didnt|not|never|cannot|wouldnt|will not|does not|did not|no longer|stopped ~2 start|starts|starting|boot|boots|booting|turn on|turns on|turning on|power on|powers on|power up|switch on|come on|comes on|load|loads|loading",
      "dead|nothing happens|no response|no sign|wont wake|doesnt wake",
      "no|nunca ~1 enciende|prende|arranca|inicia|carga",
      "dejo de encender|dejo de prender|no quiere prender|no quiere encender",
    ],
  },
  {
    id: "says-slow",
    base: 0.2,
    negatable: true,
    patterns: [
      "slow|slower|slowly|sluggish|laggy|lagging|lags|lag|crawl|crawls|crawling|snail|forever|ages|takes minutes|molasses",
      "lento|lenta|lentisima|lentisimo|tarda|tarda mucho|demora|se pone lenta",
    ],
  },
  {
    id: "says-bsod",
    base: 0.12,
    negatable: true,
    patterns: [
      "sad face|frowny face|sad smiley|unhappy face|carita triste|cara triste",
      "blue screen|blue screens|bluescreen|bluescreens|bsod|bsods|ran into a problem|stop code|stopcode|pantalla azul|pantallazo azul",
      "crash|crashes|crashed|crashing|se reinicia|reinicia sola|se reinicia sola",
      "reboots|restarts|restarting ~2 itself|randomly|own",
    ],
  },
  {
    id: "says-virus",
    base: 0.12,
    patterns: [
      "virus|viruses|malware|spyware|trojan|infected|infection|hacked|hacker|hackers|hackeado|hackeada|hackearon|hacker|pirateado",
    ],
  },
  {
    id: "says-no-internet",
    base: 0.15,
    patterns: [
      "no|without|lost|sin ~1 internet|connection|conexion|wifi|signal|senal",
      "wont|cant|doesnt|cannot|will not ~2 go on|get on|connect to|go online|get online ~2 internet|wifi|web|online",
      "internet|wifi|connection ~3 down|out|not working|doesnt work|stopped|keeps|problems|issues",
      "cant|wont|cannot|unable ~3 connect|online|get on|browse",
      "no hay|no tengo|se fue|se va|se cayo|sin ~2 internet|wifi|senal",
    ],
  },

  // Power and battery.
  {
    id: "power-signs",
    base: 0.12,
    negatable: true,
    patterns: [
      "light|lights|led|leds|luces|lit|lights up|glow|glows",
      "luz|lucecita ~3 prende|enciende|se prende|encendida|parpadea",
      "fan|fans|ventilador ~2 spin|spins|spinning|run|runs|running|starts|start|come|comes|turn|turns|suena|gira",
      "backlight|keyboard lights|power light|power button light|charging light",
      "beeps|beep|pitido|pitidos|pita",
    ],
  },
  {
    id: "no-response",
    base: 0.04,
    patterns: [
      "nothing happens|nothing at all|completely dead|totally dead|dead|no sign of life|no signs of life|not even|zero|no response|brick|bricked",
      "muerta|muerto|no hace nada|ni siquiera|ninguna luz|nada de nada",
      "press|pressing|push|pushing ~3 power|button ~4 nothing",
    ],
  },
  {
    id: "power-event",
    patterns: [
      "storm|storms|thunderstorm|lightning|outage|surge|surges|brownout|blackout|hurricane",
      "power ~2 went out|flicker|flickered|flickering|cut|cuts|outage|surge|spike|failure",
      "pulled the plug|pulled out the plug|unplugged it while|yanked the cord|knocked the plug|tripped the breaker",
      "tormenta|apagon|rayo|rayos|se fue la luz|bajon|huracan",
    ],
  },
  { id: "psu-mention", patterns: ["power supply|psu|power brick|fuente de poder|fuente de alimentacion"] },
  {
    id: "tried-outlet",
    patterns: [
      "different|another|other|new ~2 outlet|outlets|plug|socket|power strip|wall|cord|cable|enchufe|tomacorriente",
      "power strip|surge protector",
    ],
  },
  {
    id: "runs-only-plugged",
    patterns: [
      "only ~3 works|runs|turns|stays|on ~3 plugged|charger|cord|adapter|outlet",
      "dies|shuts|turns|goes|cuts|off|dead ~4 unplug|unplugged|unplugging|pull|pulled|remove|removed|off the charger|without the charger|on battery",
      "unplug|unplugged|unplugging ~4 dies|shuts|turns off|goes off|dead|off|black",
      "plugged in ~1 not charging",
      "wont|doesnt|cant|not ~1 hold ~2 charge|charge",
      "solo ~3 funciona|prende|enciende|sirve ~3 conectada|conectado|enchufada|enchufado|cargador",
      "sin ~2 cargador ~2 se apaga",
      "unless|only if|only when|except when ~3 plugged|charger|charging|connected|on the cord",
    ],
  },
  {
    id: "battery-drains",
    patterns: [
      "battery|battery life|batt|bateria|charge ~4 dropped|drain|drains|draining|dies|died|dead|empty|lasts|last|goes|drops|bad|worn|0|zero|percent|dura|se descarga|no dura",
      "0 percent|0 plugged in|zero percent|percent plugged in",
      "dead by|dies by|dead after|dies after|wont make it through|doesnt make it through|doesnt last|wont last|used to get|used to last",
      "design capacity|full charge capacity|battery report|battery is trash|battery health|battery life",
      "min|mins|minutes|hour|hours ~2 unplugged|off the charger|on battery|off charger",
      "replace battery|consider replacing your battery|service battery",
    ],
  },
  { id: "battery-mention", base: 0.1, patterns: ["battery|batteries|batt|bateria|baterias|pila"] },
  {
    id: "battery-light-blink",
    patterns: [
      "battery|charge|charging|charger ~2 light|led|indicator|lights ~4 blink|blinks|blinking|flash|flashes|flashing|amber|orange|parpadea",
      "amber|orange ~3 blink|blinks|blinking|flash|flashing|light ~3 battery",
    ],
  },
  {
    id: "not-charging",
    patterns: [
      "not charging|wont charge|doesnt charge|isnt charging|stopped charging|not charge|no charge|no carga|no esta cargando|dejo de cargar",
      "charger ~3 not|doesnt|dont|stopped ~1 work|working",
    ],
  },
  {
    id: "charger-dead",
    patterns: [
      "charger|adapter|brick ~4 light|led ~3 off|out|dead|doesnt come on|not on|went out",
      "charger|adapter ~3 dead|died|broken|fried|stopped working",
      "light|led ~4 charger|adapter|brick ~3 off|out|dead|not on",
      "chargers|charger|adapters ~2 gone|dead|died|broken|bad|faulty|fried|kaput|done",
    ],
  },
  {
    id: "charger-mention",
    base: 0.08,
    patterns: ["charger|chargers|adapter|power cord|power cable|cargador|cable de corriente|ac adapter"],
  },
  {
    id: "charger-angle",
    patterns: [
      "angle|angled|certain position|certain way|just right|pushed to one side|held to one side|to one side|sideways",
      "wiggle|wiggling|wiggled|jiggle|jiggling|jiggled",
      "hold|holding|push|pushing ~3 cable|plug|cord|charger|connector",
      "cable|cord|plug ~2 pushed up|pushed down|pushed in|pushed to",
      "loose ~3 plug|port|cable|charger|connection|cord|jack|connector",
      "plug|port|cable|charger|cord|jack|connector ~3 loose|loosely|falls out|fall out|wobbly|wobbles",
      "charging port|charge port|dc jack|power jack|charging jack|usb c port|usbc port|power port|puerto de carga|conector de carga",
      "charg* ~3 on and off|in and out|comes and goes|cuts in",
      "flickers|goes on and off|cuts out|blinks ~6 move|moving|wiggle|touch|bump ~3 cable|cord|plug|charger|connector",
    ],
  },

  // Display and starting.
  {
    id: "black-screen",
    base: 0.05,
    patterns: [
      "black screen|blank screen|dark screen|screen stays black|screen goes black",
      "screen|monitor|display ~3 black|blank|dark|nothing|off",
      "no|without ~1 picture|display|image|video|signal|screen",
      "nothing on the screen|nothing on screen|nothing on the monitor|nothing on monitor|nothing shows",
      "pantalla negra|pantalla ~2 negro|negra|no da imagen|no hay imagen|sin imagen|no sale nada|no muestra nada",
    ],
  },
  {
    id: "beep-code",
    base: 0.02,
    patterns: ["beep|beeps|beeping|beeped|pitido|pitidos|pita|pitando", "long ~2 short", "short ~2 long"],
  },
  {
    id: "blink-code",
    base: 0.02,
    patterns: [
      "caps lock|capslock|num lock|numlock ~3 blink|blinks|blinking|flash|flashes|flashing",
      "blink|blinks|blinking|flash|flashes|flashing ~4 times|pattern|twice|three|two|3|2|4|5",
      "amber ~3 white|white ~3 amber",
    ],
  },
  {
    id: "opened-inside",
    patterns: [
      "blew|blown|blowing ~3 dust|out",
      "compressed air|canned air|dusted",
      "cleaned ~3 inside|out",
      "opened|took apart|reseated|reseat|removed ~3 case|it|side panel|ram|memory|cover",
      "installed|added|upgraded|changed|swapped|replaced|new ~2 ram|memory|graphics card|gpu|video card|cpu|motherboard",
    ],
  },
  {
    id: "external-display-works",
    patterns: [
      "hdmi|tv|external monitor|another monitor|other monitor|second monitor|external screen|television|tele ~5 works|work|fine|perfect|ok|shows|normal|displays",
      "plugged|connected ~4 tv|monitor|hdmi ~5 works|fine|perfect|shows|picture",
      "en la tele|en el televisor|monitor externo ~3 funciona|se ve bien",
    ],
  },
  {
    id: "screen-lines",
    patterns: [
      "lines|line|stripes|stripe|bars ~3 screen|across|down|vertical|horizontal|display",
      "vertical|horizontal ~2 lines|line|stripes",
      "flicker|flickers|flickering|flickered|blinks on and off|dim|dimmed|backlight|dead pixel|dead pixels|stuck pixel|pixels|ghosting|discolored|discoloured|tint|washed out|faded|fuzzy|distorted|garbled",
      "rayas|raya|lineas|parpadea|parpadeo|tenue|oscura",
    ],
  },
  {
    id: "lid-angle",
    patterns: [
      "depending on|depends on ~4 lid|angle|screen|open",
      "move|moving|open|opening|tilt|tilting|adjust ~3 lid|screen|hinge",
      "how far ~3 open",
    ],
  },
  { id: "screen-mention", base: 0.15, patterns: ["screen|display|monitor|pantalla|monitor"] },
  {
    id: "logo-shows",
    negatable: true,
    patterns: [
      "logo|splash|spinning dots|loading circle|circle of dots|loading dots|bios screen|manufacturer screen|apple logo|logotipo|el logo",
      "gets to|goes to|shows|reaches ~3 logo|bios|windows",
      "lenovo|dell|hp|asus|acer|windows|apple|msi|toshiba|samsung ~2 sign|logo|screen|symbol",
      "dots|circle|wheel ~3 go round|goes round|going round|spin|spins|spinning|turning",
    ],
  },

  // Windows not loading.
  {
    id: "no-boot-device",
    patterns: [
      "no bootable|bootable device|boot device|boot disk|boot drive|boot media|no boot|boot failure|reboot and select|select proper boot",
      "operating system not found|no operating system|os not found|missing operating system|missing os|bootmgr|boot manager|winload",
      "no hard drive|no hdd|no ssd|hard drive not|drive not|disk not|ssd not ~2 detected|found|installed|recognized",
      "inaccessible boot device|inaccessible boot|0x7b|0xc000000f|0xc0000225|0xc000000e|0xc0000098|0xc0000034|boot configuration data",
      "no encuentra ~2 disco|dispositivo de arranque",
      "grub|grub rescue|unknown filesystem|dual boot|dualboot|bootloader|boot loader|a required device|required device|needs to be repaired|something about a disk|disk error|disk read error|a disk read error|disk boot failure|insert system disk|boot disk failure",
    ],
  },
  {
    id: "repair-loop",
    patterns: [
      "automatic repair|auto repair|preparing automatic|diagnosing your pc|startup repair|couldnt repair|could not repair|attempting repairs|repairing disk",
      "starts again|starts over|restarts itself|over and over|again and again|round and round|same thing again|and again",
      "boot loop|bootloop|boot looping|reboot loop|restart loop|restarting loop|endless loop|keeps restarting|keeps rebooting|loop|loops|looping",
      "recovery screen|recovery mode|needs to be repaired|your pc needs to be repaired|your pc did not start correctly|pc did not start|did not start correctly|advanced options",
      "reparacion automatica|se reinicia una y otra vez|bucle|reiniciando",
      "stuck on|stays on|frozen on|hangs on ~3 logo|loading|spinning|welcome|windows|restarting|preparing|getting windows ready|please wait",
    ],
  },
  {
    id: "after-update",
    patterns: [
      "after|since|following|right after|ever since|then ~4 update|updates|updated|updating|upgrade|upgraded|actualizacion|actualizo",
      "update|updates ~3 last night|yesterday|installed|ran|came|went through|finished|forced",
      "despues de ~2 actualizacion|actualizar|la actualizacion",
    ],
  },
  {
    id: "interrupted-update",
    patterns: [
      "mientras ~3 actualizaba|actualizando|se actualizaba|instalaba",
      "in the middle of|during|midway through|halfway through|part way through ~3 update|updates|updating|an update|the update",
      "update|updates|updating ~5 battery died|power went out|power cut|lost power|power outage|died|shut off|turned off|halfway|half way|interrupted|in the middle",
      "se apago|se fue la luz ~4 actualizando|actualizacion",
    ],
  },
  {
    id: "update-stuck",
    patterns: [
      "update|updates|updating ~4 stuck|failed|fail|fails|failing|keeps|pending|wont install|wont finish|undoing|error|errors|again|loop|0x800*",
      "working on updates|installing updates|configuring updates|configuring windows|getting windows ready|dont turn off your computer|undoing changes|couldnt complete the updates|we couldnt complete",
      "restart required|restart to update|update and restart|update and shut down|pending restart",
      "actualizacion|actualizaciones ~3 trabada|atascada|fallo|falla|pendiente|no avanza",
      "trabajando en ~2 actualizaciones|actualizacion|actualizando|no apague",
      "actualizar y apagar|actualizar y reiniciar|fallo la instalacion|0x800*|0x8024*|0xc1900*",
      "restart|reboot ~4 finish|install|installing|update|updating",
      "update|updates ~4 downloading|never finishes|never finish|forever|all the time|constantly",
      "restart later|remind me later|click later|postpone|pause updates|paused updates|keeps asking to restart|wants to restart",
    ],
  },

  // Heat and noise.
  {
    id: "hot",
    negatable: true,
    patterns: [
      "hot|heat|heats|heating|overheat|overheats|overheating|overheated|burning up|too warm|very warm|warm|scorching|thermal|throttling|throttle|throttles",
      "temp|temps|temperature|temperatures ~3 high|90|95|100|spike|spikes|hits|hitting|goes|red",
      "caliente|calienta|calentando|se calienta|sobrecalienta|sobrecalentamiento|quema|quemando",
    ],
  },
  {
    id: "shuts-after-time",
    patterns: [
      "after ~3 minutes|min|mins|minutes of|an hour|half an hour|a while ~4 off|shuts|shut|dies|turns|restarts|crashes|freezes",
      "leave it|let it|left it ~4 cool|rest|an hour|a while|sit ~4 fine|works|ok|again",
      "turns off even faster|off even faster|faster the second time|sooner each time",
    ],
  },
  {
    id: "shuts-off",
    base: 0.06,
    patterns: [
      "shuts|shut|turns|turned|powers|powered|switches|cuts|goes ~2 off|down|out",
      "shutting|turning|powering ~2 off|down",
      "dies|died|just dies|randomly dies|turns itself off|apaga|se apaga|se apago|apagando",
    ],
  },
  {
    id: "under-load",
    patterns: [
      "gaming|game|games|playing|render|rendering|renders|video editing|editing|premiere|after effects|davinci|fortnite|minecraft|roblox|valorant|warzone|call of duty|cod|apex|gta|cyberpunk|fps|stress test|benchmark",
      "jugando|juego|juegos|jugar|editando",
    ],
  },
  {
    id: "fan-loud",
    negatable: true,
    patterns: [
      "fan|fans|ventilador|ventiladores|cooler ~5 loud|louder|noise|noisy|noises|grind|grinds|grinding|rattle|rattles|rattling|whir|whirring|buzz|buzzing|screech|screeching|squeal|squealing|scraping|wobbl*|spin up|revs|revving|roar|roaring|constantly|full speed|max|high|ruido|ruidoso|suena|sonando",
      "loud|noisy|grinding|rattling|whirring|buzzing|screeching|squealing ~3 fan|fans|vent|vents",
      "jet engine|jet|hair dryer|hairdryer|airplane|vacuum|leaf blower|helicopter|lawn mower|blender|whirring|whirrs|whirs",
      "something ~3 touching ~2 blades|fan",
      "hace ruido|mucho ruido|ruido raro|ruido fuerte|motorcito|like a motor|like a little motor|little motor|noise like a",
    ],
  },
  {
    id: "fan-ticking",
    patterns: [
      "fan|fans|cooler|ventilador ~4 click|clicks|clicking|tick|ticks|ticking|knock|knocks|knocking|grinding|grinds|scratching|scraping|hitting|touching|rubbing|catching",
      "click|clicks|clicking|tick|ticks|ticking|knock|knocking|grinding|scratching|scraping ~4 fan|fans|vent|vents|ventilador",
      "noise is the fan|its the fan|it is the fan|its just the fan|was the fan|was just the fan|coming from the fan|comes from the fan",
    ],
  },
  { id: "fan-mention", base: 0.08, negatable: true, patterns: ["fan|fans|vent|vents|blades|ventilador|ventiladores"] },
  {
    id: "dust",
    patterns: ["dust|dusty|lint|pet hair|cat hair|dog hair|fur|clogged|polvo|sucio|sucia|pelo"],
  },
  {
    id: "soft-surface",
    patterns: ["on my bed|on the bed|in bed|blanket|couch|sofa|lap|pillow|carpet|comforter|en la cama|cobija"],
  },

  // Drives.
  {
    id: "drive-noise",
    base: 0.01,
    negatable: true,
    patterns: [
      "click|clicks|clicking|tick|ticks|ticking|clunk|clunking|knock|knocking|grind|grinding|beeping|whining|scratching|noise|noises|sound|sounds ~5 drive|disk|hdd|hard drive|disco",
      "drive|disk|hdd|disco ~7 click|clicks|clicking|tick|ticks|ticking|clunk|clunking|knock|knocking|grind|grinding|beeping|beeps|scratching|spinning up and down|noise|noises|sound|sounds|ruido|clic",
      "click of death",
      "spinning up|spins up|spin up|spinning down ~4 stopping|stops|again|down|over and over",
    ],
  },
  {
    id: "clicking-noise",
    negatable: true,
    patterns: [
      "tic tic|tic tic tic|ruidito|ticktick|tickticktick|clickclick|clickclickclick|click noise|click sound|click noises|clicks noise|then click|then a click|knock|knocks|clunk|clunks|clack|clacks|little knock|a knock|tick|ticks|ticking|tic tac|tock|grrr|grr|scratching|scraping|grinding",
      "clicking|ticking|clunking|knocking|chirping|grinding|scratching ~3 noise|noises|sound|sounds",
      "makes|making|hear|hearing|heard|started ~3 click|clicks|clicking|tick|ticks|ticking|clunk|clunks|clunking|knock|knocking",
      "click click|tick tick|clack",
      "hace clic|hace tic|clic clic|ruido de clic",
    ],
  },
  {
    id: "smart-warning",
    base: 0.01,
    patterns: [
      "smart ~3 error|errors|warning|fail|failure|failed|bad|status|imminent|predictive|caution",
      "s m a r t|smart status bad|smart failure|disk failure imminent|hard drive failure|reallocated|pending sectors|bad sectors|bad sector|bad blocks",
      "hard disk|hard drive ~2 problem|problems|failure|error ~2 detected|imminent",
      "back up ~2 files ~2 immediately",
      "bad block|harddisk0|harddisk1|harddisk2|dr0|dr1|disk 0 has",
      "event viewer ~6 disk|harddisk|bad|error",
      "crystaldiskinfo|crystal disk|hard drive test|drive test|disk check ~3 fail*|caution|bad|errors",
      "chkdsk ~4 errors|bad|every time|each time|keeps",
    ],
  },
  {
    id: "smart-ok",
    patterns: ["smart|s m a r t|crystaldiskinfo|drive health|disk health ~3 ok|okay|good|fine|healthy|passed|passes|normal"],
  },
  {
    id: "files-corrupt",
    patterns: [
      `${FILES} ~8 wont open|cant open|dont open|cannot be opened|corrupt|corrupted|disappear|disappeared|disappearing|unreadable|damaged|vanish|vanished|grey squares|gray squares`,
      "cyclic redundancy|crc error|io device error|i o device error|delayed write failed|parameter is incorrect|file or directory is corrupted",
      "archivos ~3 no abren|danados|corruptos|desaparecen",
      `${FILES} ~3 no abren|no abre|corrupted|corruptos|danados|estan corrupted`,
      "ningun|ninguno|ninguna ~4 abre|abren",
      `none of ~3 ${FILES} ~2 open|will open|opens|work`,
    ],
  },
  {
    id: "freezes",
    base: 0.08,
    patterns: [
      "freeze|freezes|freezing|froze|frozen|hang|hangs|hanging|locks up|locked up|lock up|stalls|stutters|stuttering|unresponsive|not responding|spinning wheel|spinning circle",
      "se congela|congela|congelada|se traba|trabada|se pega|se queda pegada|freezea|se freezea|freezeando",
    ],
  },
  {
    id: "disk-100",
    patterns: [
      "disk|disco|drive ~3 100|100 percent|maxed|at max|pegged|high",
      "100 ~2 disk|disco",
      "disk usage|disk activity ~3 high|100|always",
      "disk|drive|hard drive ~3 nonstop|non stop|running constantly|going constantly|going mad|going crazy|working hard",
    ],
  },
  {
    id: "hdd-mention",
    base: 0.06,
    patterns: [
      "hard drive|hard disk|harddrive|hdd|spinning drive|mechanical drive|5400|7200|disco duro|disco mecanico|platter|platters",
    ],
  },
  {
    id: "has-ssd",
    patterns: [
      "its|it is|has|have|with|already|got ~3 ssd|nvme|solid state|m2",
      "ssd|nvme ~3 already|installed|inside|only|so its not|so it isnt",
      "tiene ~2 ssd|ya tiene ssd|estado solido|disco solido",
    ],
  },
  {
    id: "wants-ssd",
    patterns: [
      "upgrade|put|install|get|add|buy|switch|swap|replace|worth|recommend|suggested|told me ~5 ssd|solid state",
      "ssd ~4 upgrade|worth|help|faster|better|speed",
      "poner|cambiar ~3 ssd|disco solido",
    ],
  },
  {
    id: "slow-start",
    patterns: [
      "takes ~4 minutes|forever|ages|long|while|hour|half an hour|15|10|20|fifteen|ten|twenty ~5 start|boot|load|turn on|log in|get going|before",
      "slow|slowly ~3 start|starting|startup|boot|booting|to start|to boot|to load",
      "startup|boot|start up|booting ~3 slow|forever|ages|minutes",
      "tarda ~3 prender|encender|arrancar|iniciar",
      "takes ages|takes forever|takes a while ~4 usable|ready|settle|calm down",
    ],
  },
  {
    id: "slow-open",
    patterns: [
      "slow ~3 open|opening|load|loading|to open",
      "takes|take ~4 open|load|launch",
      "word|excel|outlook|chrome|browser|programs|apps|everything|anything ~3 takes|take ~3 minute|minutes|forever|ages|long",
    ],
  },
  {
    id: "disk-light",
    patterns: ["disk|drive|hard drive|hdd|activity ~2 light|led ~4 always|constantly|solid|on|stays|never stops|blinking"],
  },

  // Memory and what runs.
  {
    id: "many-tabs",
    patterns: [
      "tabs|tab|pestanas|pestana",
      "multitask|multitasking|many programs|lots of programs|multiple programs|several programs|a lot of programs|too many programs|at once|at the same time|same time|two screens",
      "mucho|muchas ~2 programas|pestanas",
    ],
  },
  {
    id: "heavy-apps",
    patterns: [
      "teams|zoom|webex|google meet|skype|photoshop|lightroom|autocad|revit|solidworks|virtual machine|android studio|obs|streaming",
    ],
  },
  {
    id: "low-ram",
    patterns: [
      "2gb|4gb|2 gb|4 gb|4 gigs|2 gigs|4g|8gb ram|only 8|only 4|4 gigabytes",
      "ram|memory|memoria ~3 full|maxed|high|usage|90|95|97|98|99|100|percent|running out|almost out",
      "out of memory|low memory|running low on memory|memory is low|not enough memory|not enough ram|more ram|more memory|add ram|more gigs|memoria llena|poca memoria|falta memoria",
    ],
  },
  {
    id: "startup-programs",
    patterns: [
      "programs|apps|icons|things|stuff|software ~4 start|starts|load|loads|open|opens|pop up|launch|launches ~4 own|automatically|themselves|startup|start up|by themselves",
      "startup programs|startup apps|start up programs|startup list|at startup|on startup|at start up|background programs|running in the background|in the background|system tray|tray icons|bloatware|preinstalled|pre installed|trial|trialware",
      "mcafee|norton|avast|avg|webroot ~3 trial|popups|pop ups|expired|renew",
      "so many|too many|bunch of|lots of|dozens of ~2 programs|apps|icons|things running|processes",
      "programas ~3 inicio|se abren solos",
      "startup tab|startup apps tab|things enabled|enabled at startup",
      "icons|programs ~4 by the clock|down by the clock|system tray|tray|notification area",
      "in startup|in the startup|launchers|launcher",
      "startup ~3 apps|programs|items|launchers|list",
    ],
  },
  {
    id: "disk-full",
    patterns: [
      "disk|drive|storage|c|hard drive|ssd|space|disco|almacenamiento ~3 full|almost full|nearly full|red|out of space|no space|low|0 bytes|lleno|llena",
      "out of space|no space|not enough space|insufficient space|low disk|low on space|running out of space|storage full|storage is full|space left|free space|gb free|gb left|mb free|red bar|full storage",
      "sin espacio|no hay espacio|espacio lleno|poco espacio|espacio insuficiente|0 bytes|zero bytes|bytes free",
      "always full|fills back up|fills up|keeps filling up|keeps filling|is full again|full again",
      "need|needs|requires|required ~4 free|free space|gb free|of space",
      "out of room|running out of room|no room|no room left|not enough room|isnt enough space|isnt enough room|enough space|enough room|need more space|needs more space",
      "local disk|local disk c|c drive|disk c ~4 full|space|room|red",
      "1gb|2gb|3gb|4gb|5gb|500mb|100mb|only 1|only 2|only 3 ~2 left|free|remaining",
    ],
  },

  // Crashes.
  {
    id: "new-hardware",
    patterns: [
      "since|after|when ~3 plugged|installed|added|bought|connected|put in|got ~4 new|usb|adapter|dongle|card|gpu|printer|webcam|headset|device|dock|ram|memory|driver|drivers",
      "new ~2 graphics card|gpu|video card|usb|adapter|dongle|webcam|headset|docking station|dock|printer|mouse|keyboard|device|hardware|driver|drivers|sound card|wifi adapter|wifi card",
      "cheap ~3 usb|adapter|dongle",
      "desde que ~3 conecte|instale|puse",
    ],
  },
  {
    id: "driver-mention",
    patterns: [
      "driver|drivers|nvidia|geforce|amd|radeon|realtek|intel graphics|graphics driver|gpu driver|chipset|controlador|controladores|nvlddmkm|atikmpag|igdkmd64|basic display adapter|basic display|microsoft basic",
      "resolution ~4 big|blurry|wrong|low|stuck|changed|cant change|wont change|huge",
    ],
  },
  {
    id: "code-driver",
    patterns: [
      "irql not less or equal|irql|driver irql|dpc watchdog|dpc watchdog violation|system thread exception|kmode exception|system service exception|driver power state|video tdr|video tdr failure|video scheduler|driver verifier|driver overran|nvlddmkm|atikmpag|igdkmd64|rtwlane|netwtw|0xa|0xd1|0x133|0x7e|0x1e|0x3b|0x9f|0x116|0x119|0xc4|0xd5|0x1000007e|0x1000008e|0x100000ea",
    ],
  },
  {
    id: "code-memory",
    patterns: [
      "memory management|page fault in nonpaged area|page fault|pfn list corrupt|bad pool header|bad pool caller|special pool|0x1a|0x50|0x4e|0x19|0xc2|0x7f",
    ],
  },
  {
    id: "code-disk",
    patterns: [
      "kernel data inpage|kernel data inpage error|data inpage|kernel stack inpage|ntfs file system|unmountable boot volume|unmountable|0x7a|0x77|0x24|0xed|0xf4",
    ],
  },
  {
    id: "code-corruption",
    patterns: [
      "unable to start correctly|application was unable|0xc000007b|dll|dlls|dll files|missing dll|faltan archivos|missing system files|system files missing|found corrupt files|corrupt files|windows resource protection|critical process died|critical process|bad system config|bad system config info|critical structure corruption|system file|system files|corrupt system|corrupted system|corrupted windows|windows files|sfc|dism|0xef|0x74|0x109|0xc000021a|0xc0000221|missing or corrupt|is missing or corrupt",
    ],
  },
  {
    id: "windows-parts-broken",
    patterns: [
      "start menu|taskbar|task bar|settings|search bar|file explorer|explorer|desktop icons|icons ~4 wont open|doesnt open|not responding|dont respond|doesnt respond|crashes|crash|gone|missing|disappeared|frozen|blank",
      "menu inicio|menu de inicio|barra de tareas|configuracion ~3 no abre|no responde|se cierra|desaparecio",
    ],
  },
  {
    id: "code-heat",
    patterns: [
      "whea|whea uncorrectable|clock watchdog|clock watchdog timeout|unexpected kernel mode trap|0x124|0x101|machine check|machine check exception|0x9c",
    ],
  },
  {
    id: "random-crashes",
    patterns: [
      "random|randomly|random times|no pattern|out of nowhere ~3 crash|crashes|crashing|restart|restarts|reboots|shuts|freezes|blue|bsod|error",
      "at random|random times|randomly",
      "different ~4 error|errors|codes|code|crash|crashes|blue screens|each time|every time",
      "different ~2 stop codes|codes|messages",
      "crash|crashes|restarts|blue screens ~3 random|randomly|constantly|all the time|several times|multiple times|a day",
    ],
  },
  {
    id: "memory-test-fail",
    patterns: [
      "memory diagnostic|memtest|memtest86|mdsched|memory test|ram test ~5 error|errors|fail|failed|fails|problem|problems|red",
      "bad ram|bad stick|faulty ram|faulty memory|ram stick|memory stick|bad memory|ram is bad|ram went bad|one stick",
    ],
  },

  // Security.
  {
    id: "windows-notice",
    patterns: [
      "corner by the clock|by the clock|bottom right|bottom corner|notification area|system tray|action center|the windows one|from windows|windows says|windows keeps saying|windows notification",
    ],
  },
  {
    id: "popups",
    base: 0.04,
    patterns: [
      "popup|popups|pop up|pop ups|popping up|pops up|ads|adverts|advertisements|advertising|ventanas emergentes|anuncios|publicidad|notifications|notification",
      "ad|ads ~2 everywhere|all over|keep|keeps",
    ],
  },
  {
    id: "browser-hijack",
    patterns: [
      "homepage|home page|start page|new tab page|search engine|default search|search bar|yahoo search|bing|redirect|redirects|redirected|redirecting|hijack|hijacked|hijacker|toolbar|toolbars|extension|extensions|add on|addon|addons|weird search",
      "pagina de inicio|buscador|barra de herramientas|extensiones",
      "opening|opens|open|new ~2 tabs|windows|pages ~3 by itself|by themselves|on its own|itself",
      "casino|casinos|gambling|porn|dating site|dating sites|sweepstakes|you won|youve won|prize",
    ],
  },
  {
    id: "scam-warning",
    negatable: true,
    patterns: [
      "call ~4 microsoft|apple|number|support|toll free|800|888|877|866|855|technician|helpline|help desk",
      "microsoft|apple|windows|norton|mcafee|geek squad|amazon|paypal ~3 support|technician|tech|security|alert|warning|refund|renewal|subscription",
      "virus ~3 detected|alert|warning|found",
      "your computer|your pc|your mac|your device ~3 infected|locked|blocked|compromised|has been hacked",
      "fake ~2 alert|warning|virus|popup|pop up|microsoft|message|scan|antivirus",
      "scam|scammed|scammer|scammers|scams|estafa|estafaron|estafador|fraud|fraudulent",
      "alarm|siren|loud voice|beeping alarm|full screen warning|screen locked|cant close|wont close|would not close|couldnt close",
      "refund ~3 owed|due|department|overpaid|too much",
      "aviso rojo|pantalla roja|aviso ~4 bloqueada|bloqueado|virus",
      "bloqueada|bloqueado ~4 numero|telefono|llame|llamar",
    ],
  },
  {
    id: "phone-call",
    negatable: true,
    patterns: [
      "called|call|calls|calling|caller|phone call|rang|voicemail|llamada|llamaron|llamo|me llamo ~5 microsoft|apple|amazon|spectrum|att|comcast|xfinity|bank|geek squad|norton|mcafee|paypal|irs|windows|support|technician|tech|security",
      "microsoft|apple|amazon|spectrum|comcast|xfinity|geek squad|norton|mcafee|paypal|irs|windows|tech support|support|provider|internet company|cable company ~4 called|call|calling|rang|phoned|llamo",
      "someone|somebody|a man|a guy|a woman|a lady ~4 from ~3 called|calling|rang|phoned",
      "called the number|called them|called him|phoned the number|i called|on the phone with|talked to them|spoke to them|stayed on the phone",
    ],
  },
  {
    id: "remote-access",
    base: 0.01,
    negatable: true,
    patterns: [
      "remote|remotely|teamviewer|anydesk|ultraviewer|ultraviewer|logmein|quick assist|quickassist|screenconnect|connectwise|supremo|rustdesk|splashtop|zoho assist|gotoassist",
      "took|take|taking|gave|give|had|has ~2 control|access ~3 my|the|computer|screen|mouse",
      "mouse|cursor ~3 moving|moved|moves ~3 itself|own|by itself",
      "let|allowed ~3 him|them|her|guy|man|lady|woman|tech|technician|caller|person|someone|agent ~3 in|on|into|connect|access|control|log in|log into|remote in|get in",
      "was on my computer|were on my computer|was on my pc|were on my pc|on my computer for|got on my computer|was in my computer|remoted in|remoted into|logged into my computer|logged into my pc|logged into my laptop|logged in to my computer|logged onto my computer|was on it for|were on it for",
      "instalo|instale|descargo|descargue|descargara|instalara|bajara ~4 lo que|que le dijeron|que me dijeron",
      "movia el mouse|mouse se mueve|se mueve solo|se movia solo|mouse solo|el mouse se movia",
      "they were typing|he was typing|she was typing|typing things|black window|command prompt window",
      "they|he|she ~2 installed|put|downloaded|loaded ~3 something|a program|software|an app|a tool|called",
      "installed|downloaded|download|install ~4 app|program|software|tool ~4 told|asked|said|they|he|she|him|them",
      "they|he|she ~3 had me ~3 install|download|open|type|go to",
      "had me|got me to|made me|got him to|got her to|had him|had her|got my ~2 install|download|type|go to|visit|enter|give|allow|open",
      "asked me to|told me to|asked him to|told him to|asked her to|told her to ~2 install|download|type in|enter|give|allow",
      "type in a code|enter a code|gave them a code|read them a code|typed in a code|support code|session code",
      "connected ~2 to my|into my",
      "acceso remoto|control remoto|tomaron el control|tomo el control|les di acceso|le di acceso|di acceso|dieron acceso|se conecto a mi|se conectaron a mi",
      "instale|descargue|baje ~4 programa|app|aplicacion ~4 me dijo|me dijeron|me pidio|me pidieron|que me dijeron|que ellos",
    ],
  },
  {
    id: "paid-scammer",
    base: 0.01,
    negatable: true,
    patterns: [
      "paid|payed|pague|sent|gave|bought|purchased|wired|transferred ~6 gift|gift card|gift cards|google play|itunes|steam card|bitcoin|crypto|zelle|venmo|cash app|western union|money|dollars|them|him|her|fee|payment|refund|visa|mastercard|amex|card|debit",
      "gave|give|read|told ~4 credit card|card number|card details|bank details|bank account|account number|routing|social security|ssn|banking|password|passwords|login",
      "credit card|card number|bank account|bank info|bank details|social security ~3 gave|given|entered|typed",
      "bank website|bank account|online banking|banking ~3 open|opened|was open|logged in|on the screen",
      "charged ~5 card|account|me|debit|credit|visa",
      "let him|let them|let her|gave him|gave them ~2 use ~3 account|card|amazon|paypal",
      "numero de mi tarjeta|numero de tarjeta|datos de mi tarjeta|datos de la tarjeta",
      "me pidio|me pidieron ~4 tarjeta",
      "paid ~4 company|over the phone|on the phone|by phone|a technician|the technician|for support|for them",
      "tarjeta ~3 di|le di|les di|pague",
      "cobraron|cobro|me cobraron|pague|les pague|le pague|transferi|deposite ~4 dolares|tarjeta|dinero|cuenta|tarjetas de regalo",
      "le di|les di ~3 tarjeta|numero|cuenta|dinero",
    ],
  },
  {
    id: "pirated",
    patterns: [
      "cracked ~2 photoshop|software|version|copy|game|games|program|office|windows|app|apps",
      "pirated|pirate|torrent|torrented|torrents|keygen|crack for|free version of|modded|mods from",
    ],
  },
  {
    id: "remote-tool",
    base: 0.005,
    patterns: [
      "teamviewer|anydesk|ultraviewer|ultra viewer|logmein|quick assist|quickassist|screenconnect|connectwise|supremo|rustdesk|splashtop|zoho assist|gotoassist|any desk|team viewer",
    ],
  },
  {
    id: "gift-card-payment",
    base: 0.005,
    patterns: [
      "paid|bought|sent|read them|gave them|read him|gave him ~4 gift card|gift cards|google play|itunes card|target card|steam card|apple card|tarjetas de regalo",
      "gift card|gift cards|google play cards|itunes cards ~4 numbers|codes|to them|to him|over the phone",
    ],
  },
  {
    id: "scam-refused",
    patterns: [
      "hung up before|before installing|before i installed|didnt install anything|did not install anything|nothing was installed|didnt let him|didnt let them|did not let|didnt give him|didnt give them|did not give|refused|got suspicious|never gave|never let",
      "colgue|no instale nada|no le di",
    ],
  },
  {
    id: "ransom-note",
    base: 0.01,
    negatable: true,
    patterns: [
      "ransom|ransomware|encrypted|encrypt|encryption|encrypting|decrypt|decryptor|decryption|lockbit|wannacry|stop djvu|djvu",
      "pay ~4 unlock|decrypt|restore|bitcoin",
      "pay ~4 get ~2 files|data",
      "how to decrypt|how to restore|readme|read me|restore files|recover files txt|your files are encrypted|your files have been",
      "rescate|encriptad*|cifrad*|secuestr*",
      "personal id|proton address|protonmail|telling me to email|tells me to email",
      "email us|contact us ~4 id|key|address",
      "network has been penetrated|has been penetrated|been penetrated|your files are locked|files have been locked|decryption key|private key|unique key",
    ],
  },
  {
    id: "ransom-demand",
    base: 0.01,
    patterns: [
      "pay ~4 get ~2 key|files|data|back",
      "note|message|txt file|text file|screen ~4 pay|payment|bitcoin|demanding|demands|ransom",
      "skull|skulls|countdown|deadline|timer ~4 pay|delete|files|bitcoin",
      "nota|mensaje|archivo de texto|archivo txt ~4 pagar|pague|pago|bitcoin|rescate",
      "que pague|pague para|pagar para ~3 recuperar*|desbloquear|abrir",
      "demanding money|wants money|asking me to pay|asking for payment|pay them to|pay to unlock",
      "pagar|pague|pago ~3 bitcoin|cripto|criptomoneda|para recuperar",
    ],
  },
  {
    id: "files-renamed",
    base: 0.015,
    patterns: [
      `${FILES}|every file|all files|everything ~4 renamed|extension|extensions|changed names|strange names|weird names|new ending|ending|end with|ends with|locked|icons changed|blank icons|white icons`,
      "names|name ~3 scrambled|garbled|gibberish|random letters|all letters",
      "weird|strange|odd|new|funny ~3 on the end|at the end",
      "extension|extensions ~3 changed|weird|strange",
      "archivos ~3 bloqueados|renombrados|extension|cambiaron de nombre|cambiaron",
      "terminan en|terminan con|termina en|termina con|second extension|double extension|extra extension|another extension|second ending",
      "cambiaron de nombre|cambio de nombre|cambiaron el nombre|nombres raros|extension rara|terminacion rara",
      "strange name|weird name|strange names|weird names|odd name ~3 end|ending|on them",
      "got renamed|been renamed|were renamed|all renamed|renamed to|new ending|new extension|strange extension|weird extension|extension added|unknown extension|added extension",
      "what app ~4 open|how do you want to open|choose an app|which app to use",
      "gone to white|white icons|blank white|blank icons",
      "letters|characters|numbers ~3 added ~3 names|name|end|file",
      "icons ~3 blank|white|went blank|changed",
    ],
  },
  {
    id: "attachment",
    patterns: [
      "attachment|attachments|attached file|invoice attachment|zip file|opened an invoice|clicked an invoice|macro|macros|enable content|enable editing",
      "adjunto|archivo adjunto|archivo que me mandaron|me mandaron por correo|por correo como factura",
    ],
  },
  {
    id: "blackmail",
    patterns: [
      "video of me|videos of you|recorded you|recorded me|recorded video|hacked my webcam|hacked your webcam|through my webcam|through your webcam|embarrassing|sextortion|blackmail|blackmailing",
      "old password ~4 subject|email",
    ],
  },
  {
    id: "works-elsewhere",
    patterns: [
      "works on ~3 old one|other computer|another computer|my other|the old|my old|other laptop|another laptop|desktop|my wifes|my husbands",
      "files are all there|files are there|data is fine|nothing is lost|nothing lost",
    ],
  },
  {
    id: "files-ok",
    patterns: [
      `${FILES} ~4 still open|open fine|open normally|fine|okay|ok|intact|untouched|all there|still work|still there|work fine|safe`,
      "went away|goes away|disappeared when|closed it|force closed|force quit|x out|xed out|hung up",
    ],
  },
  {
    id: "data-restored",
    negatable: true,
    patterns: [
      "found it|found them|got it back|got them back|restored it|restored them|recovered it|recovered them ~4 recycle bin|trash|onedrive|backup|all good",
      "all good now|never mind|nevermind|figured it out|sorted it out|problem solved",
      "restored them|restored it|recovered them|recovered it|found them|found it|got them back|got it back|all along|in onedrive all along|were in onedrive|were in the recycle bin|was in the recycle bin|in the recycle bin",
      "was empty anyway|nothing on it|nothing important|no big deal|didnt need them|dont need them|not important",
    ],
  },
  {
    id: "in-browser",
    patterns: [
      "web page|webpage|website|web site|browser|chrome|microsoft edge|edge browser|firefox|safari|internet page|pagina web|navegador",
    ],
  },
  {
    id: "account-misuse",
    patterns: [
      "messages|emails|e mails|mails|posts|texts ~5 didnt send|did not send|i never sent|never sent|not from me|i didnt|i did not",
      "friends|contacts|people|everyone|family ~5 got|getting|received|receiving ~4 messages|emails|e mails|mails|links|requests|from me|from my",
      "from my ~2 account|address|email|e mail|facebook|number",
      "someone|somebody|hacker|they ~4 logged|changed|using|posted|sent|got into|access|accessed|took over|bought|ordered",
      "facebook|instagram|gmail|email|e mail|outlook|hotmail|aol|yahoo|bank|amazon|paypal|netflix|apple id|icloud|tiktok|whatsapp|snapchat|twitter|account ~4 hacked|compromised|taken over|stolen|locked|disabled|suspended",
      "hacked|compromised ~3 facebook|instagram|gmail|email|outlook|account|accounts|bank|amazon|paypal",
      "login|log in|sign in|signin ~4 from|another|unknown|location|country|device|russia|china|nigeria|attempt",
      "suspicious ~2 login|activity|sign in|logins|charges|orders",
      "password ~3 changed|was changed|reset|doesnt work anymore|no longer works",
      "outlook|gmail|email|e mail|facebook|instagram|account|mailbox|my email ~3 sent|sending|is sending|posted|posting|sends",
      "forwarding|forward ~4 rules|rule|didnt create|didnt set",
      "rules ~4 forwarding|forward|didnt create|didnt make|didnt set",
      "everyone in my contacts|all my contacts|my contacts|my contact list|all my friends ~5 got|received|messages|emails|sent|link|links",
      "hackearon ~3 cuenta|facebook|correo|instagram|whatsapp",
      "asking for money|asking them for money|asking people for money|pidiendo dinero|mandando spam|enviando spam",
      "inicio de sesion ~4 otro pais|desconocido|extrano",
      "alguien entro|alguien se metio|entraron ~3 cuenta|facebook|correo|instagram|whatsapp|mi",
      "mandando|enviando|envia|manda ~3 mensajes|correos",
      "cambio|cambiaron ~2 la contrasena|mi contrasena|la clave",
      "mi cuenta ~3 hackeada|robada",
    ],
  },
  {
    id: "computer-fine",
    patterns: [
      "computer|laptop|pc|machine|computadora ~5 fine|normal|normally|ok|okay|works|working|runs fine|works fine|no problems|nothing wrong",
      "nothing wrong with ~3 computer|laptop|pc",
    ],
  },

  // Internet.
  {
    id: "other-devices-down",
    patterns: [
      "none|no|nothing|all|every|neither ~4 devices|device|computers|computer|phones|phone|tvs|tv|laptops|things|ipads|tablets ~5 internet|online|connect|load|work|working|either|too|also",
      "phone|phones|tv|ipad|tablet|roku|xbox|playstation ~5 either|too|also ~2 dont|doesnt|cant|wont",
      "on everything|everything in the house|all devices|phones too|phone too|phones as well|tv too",
      "phone|phones|tv|ipad ~5 dont|doesnt|cant|wont|wasnt|arent ~3 either|work|load|connect",
      "whole house|entire house|every device|all devices|all our devices|all my devices|all the computers|all the devices|whole office|entire office",
      "everyone|everybody|everything|nobody|all of them|none of them|none of the ~4 internet|online|wifi|connect|connection|down|out|computers|devices|phones",
      "nothing in the shop|nothing in the house|nothing in the office|nothing ~3 connects|connect|gets online|goes online",
      "ningun|ninguno|ninguna|todos los ~2 dispositivo|dispositivos|equipo|equipos|telefono|telefonos|celular|celulares",
      "toda la casa|toda la oficina|en toda|todos los celulares",
    ],
  },
  {
    id: "other-devices-ok",
    patterns: [
      "phone|phones|ipad|tablet|tv|my wife|my husband|the kids|other laptop|other laptops|my son|my daughter|husbands|wifes|sons|daughters ~5 connected|connects|online|internet|wifi|get on|gets on|does|browse|work fine|works fine|working fine|same room",
      "other devices|other computers|everyone else|everything else|every other device|all other devices|every other computer|all the other ~5 fine|works|work|working|online|ok|okay|no problem|just fine|perfectly|perfect|connected|connects",
      "same wifi|same network|same router|same connection|in the same room",
      "only ~3 this|my|one ~2 laptop|computer|pc|machine|desktop",
      "just ~2 my|this ~2 laptop|computer|pc ~3 cant|wont|doesnt|cannot|isnt",
      "solo ~3 mi|esta ~2 laptop|computadora|compu",
      "el telefono|mi telefono|mi celular ~3 funciona|si se conecta",
    ],
  },
  {
    id: "location-dependent",
    patterns: [
      "guest room|spare room|master bedroom|sunroom|florida room|upstairs|downstairs|bedroom|garage|backyard|patio|basement|back room|backroom|far from|far away|too far|farther|further away|other end|distance from|other room|other side of|second floor|first floor|den|lanai|shed|garden|workshop|warehouse|porch|back office|front counter|indoors",
      "almost no|barely any|hardly any|very little|barely ~1 wifi|signal|reception|connection",
      "one bar|two bars|1 bar|2 bars|weak signal|low signal|poor signal|bad signal",
      "signal ~3 weak|low|bad|poor|drops",
      "living room|kitchen|family room|bring it into|into the house|in the house|inside the house",
      "lejos|cuarto|arriba|abajo|la otra habitacion|senal debil|poca senal",
    ],
  },
  {
    id: "near-router",
    patterns: ["next to|near|close to|beside|by|right by|in front of|right next to ~2 router|modem|the box"],
  },
  {
    id: "router-restarted",
    patterns: [
      "turned ~2 off and on|off and back on|on and off",
      "restarted|rebooted|reset|unplugged|power cycled|powercycled ~3 router|modem|box|everything|both",
      "router|modem|box ~4 turned off and on|restarted|rebooted|reset|unplugged",
    ],
  },
  {
    id: "router-restart-helps",
    patterns: [
      "restarting|rebooting|resetting|unplugging|restart|reboot|reset ~3 router|modem|box|it ~4 fixes|fixed|helps|helped|works|for a day|for a while|for an hour",
      "have to|need to|keep having to ~2 restart|reboot|reset|unplug ~2 router|modem|the box",
    ],
  },
  {
    id: "router-lights",
    patterns: [
      "router|routers|modem|modems|box|gateway|ont|wifi box ~5 light|lights|led|leds|blinking|flashing|red|orange|amber",
      "red|orange|amber ~3 light|lights|led|globe|blinking|flashing",
      "globe light|internet light|broadband light|dsl light|online light|wan light|los light|world light|status light",
      "luz ~3 roja|naranja|anaranjada|parpadea",
    ],
  },
  {
    id: "connected-no-internet",
    patterns: [
      "connected ~4 no internet|without internet|but no internet|but nothing loads|but cant|but it doesnt|no access",
      "no internet access|no internet secured|limited access|limited connectivity|limited connection|sin acceso a internet|conectado sin internet",
      "connected|connects|says connected ~5 no internet|nothing loads|cant load|wont load|doesnt load",
      "dns|dns server|dns probe|dns error|ip address|ip configuration|default gateway|169 254|valid ip|doesnt have a valid",
    ],
  },
  {
    id: "new-router",
    patterns: [
      "new ~2 router|modem|mesh|wifi system|access point|gateway",
      "firmware ~3 update|updated|upgrade",
      "set up|setup|installed|changed|replaced|swapped|reset|factory reset|configured ~3 router|modem|wifi|mesh|network",
      "router|modem ~3 set up|setup|installed|changed|replaced|reset|upgraded",
      "nuevo router|router nuevo|cambie el router|cambiaron el modem",
    ],
  },
  {
    id: "wired-works",
    patterns: [
      "cable|ethernet|wired|lan cable|network cable ~5 works|work|fine|ok|connects|perfect",
      "plug|plugged|connect|connected ~4 directly|straight|cable|ethernet ~4 modem|router ~3 works|fine",
      "con cable ~3 funciona|si funciona",
    ],
  },
  {
    id: "provider",
    patterns: [
      "at t|att|spectrum|comcast|xfinity|frontier|verizon|fios|cox|centurylink|starlink|hughesnet|tmobile|t mobile|isp|provider|internet company|cable company|charter|brightspeed|metronet",
      "outage|outages|service ~2 down|area|neighborhood|neighbors|neighbours|whole street",
      "dug up|digging|road works|roadworks|construction|cable cut|line cut|cut the cable|cut the line|tech came out|technician came",
      "neighborhood|neighbourhood|neighbor|neighbors|neighbour|neighbours|whole street|whole area|my area|our area|the area|vecino|vecinos",
      "proveedor|compania de internet|apagon de internet|la empresa|la compania|totalplay|falla en la zona|en la zona|en el area|en mi zona",
    ],
  },
  {
    id: "no-networks",
    patterns: [
      "cant|doesnt|wont|dont|cannot|not|no ~2 see|find|show|showing|detect|detecting|list|listing|pick up|picking up ~3 network|networks|wifi|wireless|any|anything|mine|my network",
      "no networks|no wifi networks|no wireless networks|no networks available|no connections available|networks available",
      "wifi|wireless|wi fi ~4 disappeared|missing|gone|greyed|grayed|grey|gray|vanished|not there|wont turn on|toggle|switch|button|option|icon",
      "airplane mode|flight mode|modo avion",
      "red x|globe icon|no wifi adapter|code 10|code 43",
      "network adapter|wifi adapter|wireless adapter|adapter ~3 missing|not found|disabled|error",
      "no aparece|no encuentra|no detecta ~3 wifi|red|redes",
    ],
  },
  {
    id: "drops",
    patterns: [
      "wifi|internet|connection|signal|network ~3 dropped|drops|dropping",
      "drops|dropping|disconnect|disconnects|disconnecting|disconnected|drops out|cuts out|cutting out|goes in and out|in and out|keeps losing|loses connection|loses",
      "se desconecta|se cae|se corta|se va el internet|se va la senal",
    ],
  },
  {
    id: "slow-internet",
    patterns: [
      "internet|wifi|connection|speed|speeds|downloads|browsing|web ~3 slow|sluggish|crawl|crawls|lag|lagging|laggy|terrible|awful",
      "buffering|buffers|buffer|ping|latency|mbps|speed test|speedtest",
      "web pages|pages|websites|sites|videos ~3 take ages|take forever|load slowly|slow|crawl|wont load|dont load",
      "loading ~2 websites|web pages|pages|sites|web",
      "internet lento|internet ~2 lento|wifi ~2 lento",
    ],
  },

  // Spills, knocks, batteries, burning.
  {
    id: "spill",
    base: 0.01,
    negatable: true,
    patterns: [
      "drip|dripped|dripping|spill|spills|spilled|spilt|spilling|splash|splashed|splashing|poured|drenched|soaked|submerged|waterlogged|water damage|liquid damage|damp|moist|got wet|it got wet|gotten wet|wet|water got|water went|liquid got|rained on|in the rain|dropped it in|fell in|fell into|knocked over|tipped over|spilled my",
      `${DRINKS} ~3 on|in|into|onto|over|inside|under|all over|across ~3 ${DEVICE_WORDS}`,
      `${DRINKS} ~3 spill|spilled|spilt|got|went|leaked|poured|splashed|cayo|callo|derrame|derramo|entro`,
      "pool|toilet|sink|bathtub|tub|puddle|flood|flooded|rain ~3 dropped|fell|in|into",
      "into the pool|in the pool|into a pool|into the water|in the water|into the lake|into the ocean|in the toilet|into the toilet|in the sink|into the sink",
      "water ~4 bottom|in the bag|inside the bag|sitting|in the case",
      `${DRINKS}|botella|bottle ~4 open|abierta|leaked|leaking|leak ~5 bag|backpack|mochila|bolsa|case`,
      "flooded|flooding|floodwater|flood water|storm surge|inches of water|water around|water under|underwater|under water|water came in|water got in",
      "dropped|fell|knocked|slipped ~4 in|into ~2 the|a ~1 pool|toilet|sink|bathtub|tub|water|lake|ocean|puddle|bucket",
      `derrame|derramo|derramaron|tire|tiro|regue|rego|cayo|callo|se me cayo|se le cayo|se cayo|echo|entro ~4 ${DRINKS}`,
      "se mojo|mojado|mojada|se me mojo|le cayo agua|le cayo cafe|agua adentro|humedad",
    ],
  },
  {
    id: "stayed-dry",
    negatable: true,
    patterns: [
      "didnt reach|did not reach|never reached|missed it|missed the laptop|missed the computer|bone dry|stayed dry|completely dry|not a drop|didnt get wet|didnt touch it|didnt get on it|nothing got on|nothing got in|no llego|no le cayo|no la toco|no lo toco|no la mojo|esta seca|esta seco|quedo seca|quedo seco|no se mojo|never got wet|not wet|wasnt wet|was closed and|on the other side|other side of the desk|was dry|were dry|inside was dry|waterproof",
    ],
  },
  {
    id: "smell-elsewhere",
    negatable: true,
    patterns: [
      "space heater|the heater|a candle|the candle|the toaster|the stove|the oven|the dryer|dust on the heater",
      "era la vela|era el horno|era la cocina|era la tostadora|era el calentador|no tiene nada que ver|no era la compu|no era la computadora",
      "turned out to be|turns out it was|it was just the|it was only the|was just the|was only the|it was actually|actually the ~3 toaster|oven|stove|kitchen|neighbor|neighbors|candle|cooking|dryer|heater|microwave|fireplace|transformer|pole",
      "transformer|power pole|utility pole|on the pole|not my computer|not the computer|not from the computer",
      "that was the|that was just the|but that was|it was the ~2 toaster|oven|stove|kitchen|candle|cooking|dryer|heater|microwave|fireplace|coffee maker",
    ],
  },
  {
    id: "case-ok",
    patterns: [
      "not raised|not swollen|not bulging|isnt swollen|isnt bulging|totally flat|completely flat|perfectly flat|sits flat|flat and fine|is flat|case is fine",
      "it was just the|was just the|but it was just|but it was only|it was only the|sleeve|bunched up",
      "foot came off|feet came off|rubber foot|missing foot|lost a foot|foot fell off|foot is missing|feet are missing",
    ],
  },
  {
    id: "sticky-keys",
    patterns: [
      "stains|stain|manchas|residue|sticky|sticking|sticks|stuck keys|keys stick|keys are stuck|tacky|teclas pegajosas|pegajoso|pegajosas",
    ],
  },
  {
    id: "dropped",
    negatable: true,
    patterns: [
      "dropped it|dropped my|dropped the|dropped her|dropped his|dropped him|dropped on|dropped off|got dropped|was dropped|been dropped|dropped onto|dropped from",
      "it fell|fell off|fell from|fell down|fell onto|fell on the|fell to the|has fallen|had fallen|fallen off|knocked off|knocked it off|tripped over|sat on|stepped on|crushed|slammed|kicked|bumped|hit it|hit the|fell off|fall off|drop it|got hit|ran over",
      "se me cayo|se le cayo|se cayo ~3 laptop|computadora|compu|portatil|pc|piso|suelo|mesa|escritorio|cama|escalera",
      "golpe|golpeo|golpeada|golpeado|la pise|la aplaste|se cayo al piso|se cayo al suelo",
    ],
  },
  {
    id: "cracked",
    negatable: true,
    patterns: [
      "crack|cracks|cracked|cracking|shattered|shatter|smashed|spiderweb|spider web|broken glass|busted|dent|dented|bent|snapped|broke|broken",
      "screen ~3 broken|broke|smashed|busted|cracked|damaged",
      "rota|roto|rompio|se rompio|quebrada|quebrado|estrellada|partida|partido|rajada",
      "black spots|black spot|ink spot|ink blot|bleeding|colored blotch|blotch",
    ],
  },
  {
    id: "hinge",
    patterns: [
      "hinge|hinges|bisagra|bisagras",
      "lid|screen ~3 wobbl*|loose|floppy|flops|wont stay|doesnt stay|falls back",
      "bezel|corner ~3 cracked|broken|came off",
    ],
  },
  {
    id: "port-damage",
    patterns: [
      "port|ports|usb|jack|connector ~3 bent|broken|loose|wobbly|damaged|pushed in|snapped|fell out|came out",
      "bent ~2 pin|pins|port|connector",
    ],
  },
  {
    id: "swelling",
    base: 0.01,
    negatable: true,
    patterns: [
      "swell|swells|swelling|swelled|swollen|bulge|bulges|bulging|bulged|puffy|puffed|puffing|puffed up|inflated|bloated|expanded|expanding|spicy pillow|pillow",
      "case|bottom|back|panel|lid|cover|palmrest|palm rest|chassis|casing ~4 split|splitting|separating|separated|lifting|lifted|coming apart|pushed up|pushing up|raised|gap|bowed|bowing|warped|bent up|bulging",
      "touchpad|trackpad|keyboard|keys|mousepad ~4 raised|lifted|lifting|pushed|pushing|bulg*|popping|popped|puff*|rising|higher|uneven|hump",
      "pushed up from|being pushed up|pushing up from|like its pushed up|like it is pushed up|pushed up from underneath|pushed up from below",
      "doesnt meet|dont meet|wont meet|no longer meets|doesnt touch the keyboard|nail polish|sweet smell|sweet chemical|chemical smell",
      "sticks up|sticking up|stuck up|gap between",
      "gap ~6 wider|widening|getting bigger|growing|bigger",
      "mouse pad|mousepad|touch pad ~3 pushed up|raised|sticks up|stiff",
      "seam|seams ~4 opened|opened up|opening|split|splitting|separating",
      "hump|humped|sit higher|sits higher|higher than the others|keys are raised|raised keys|marks from the keys|key marks|leaving marks|abombada|abombado",
      "rocks|rocking|wobbles|wobbly|wobbling|spins|tilts|teeters ~6 table|desk|flat|surface",
      "seesaw|see saw|teeter|teeters|teetering|like a rocking",
      "doesnt sit flat|not sitting flat|not flat|wont sit flat|doesnt close|wont close all the way|lid wont close",
      "doesnt sit flush|not flush|no longer flush|isnt flush|see inside|gap along|theres a gap|there is a gap|fingernail in the gap|came apart|come apart|coming apart|come away",
      "bottom|base|underside|it ~3 isnt flat|not flat|no longer flat|curved|rounded",
      "spins like a top|like a top|spins around|rocks like|wobbles like|pillowy|pillow like|like a pillow",
      "split|splitting|splits|crack ~3 seam|seams|plastic seam|case seam",
      "got thick|really thick|thicker|feet dont touch|feet dont even touch|feet no longer touch",
      "rubber feet ~4 touch|off the desk|off the table",
      "creaks|creaking|crackles ~4 press|pressing|push|bottom|palm rest",
      "doesnt fold flat|wont fold flat|no longer folds flat|wont close flat",
      "tapa|tapa de abajo|parte de abajo|carcasa ~4 despegando|levantando|separando|abriendo|se abre|se despega",
      "como si algo ~3 empujara|empuja|empujando|desde adentro|por dentro",
      "like something|as if something|as though something ~3 pushing|pushed|pushes|is pushing",
      "separating from the body|separating from the case|crack opening|opening along|pushing it out|pushing out from",
      "hinchada|hinchado|inflada|inflado|abultada|abultado|se levanto|levantado|levantada|esta hinchando|se inflo|inflo|se hincho|hincho",
      "screen|display|glass|pantalla ~4 lifting|lifted|separating|coming away|coming off|peeling|popping out|despegando|despegada|separando|levantando",
    ],
  },
  {
    id: "smell-smoke",
    base: 0.01,
    negatable: true,
    patterns: [
      "burn|burning|burnt|burned ~3 smell|smells|smelled|odor|odour|plastic|electrical|wire|wires|rubber",
      "smell|smells|smelled|smelling|smelt|odor|odour|stink|stinks ~6 burn|burning|burnt|burned|smoke|electrical|plastic|melt|melting|melted|fishy|hot|weird|funny|strange|iron|toast|rubber|chemical",
      "smoke|smoking|smoked|smokey|sparks|spark|sparked|sparking|arcing|flames|flame|fire|caught fire|on fire|fried|melted|melting|scorch|scorched|charred|scorch marks|black marks",
      "a pop|big pop|was a pop|puff of smoke|loud pop|heard a pop|heard a bang|pop sound|popping sound|pop noise|loud bang|bang sound|snap sound|loud snap|snap noise|crackling|went pop|popped and|heard it pop",
      "olor a quemado|huele a quemado|huele raro|olor raro|olor|humo|humito|chispa|chispas|chispazo|quemado|quemada|se quemo|exploto|fuego",
      "fishy ~2 smell|odor|odour|smells|smelling",
      "fireworks|gunpowder|sulfur|sulphur|firecracker|loud crack|crack sound|cracking sound|a flash|little flash|saw a flash|flash inside|black mark|burn mark|burn marks|scorch mark",
      "acrid|ozone|electrical smell|burning plastic|burnt plastic|smells like burning|smell of burning",
      "ruido como pop|sonido como pop|hizo pop|hizo un pop|made a pop|went pop|pop sound|pop noise|pop and|a pop",
      "burns out|burned out|burnt out|hair dryer burns",
    ],
  },

  // Other hardware and accounts.
  {
    id: "keys-dead",
    patterns: [
      "keys|keyboard|key|letters|spacebar|space bar|enter key|touchpad|trackpad|mouse|cursor|pointer|clicker ~4 not working|dont work|doesnt work|stopped working|stopped|dead|unresponsive|not responding|doesnt respond|wont type|wont respond|type wrong|wrong letters|wrong characters|repeat|repeats|repeating|jumps|jumping|erratic|missing|frozen|broken|sticky|lagging|disappeared|wont move|doesnt move",
      "typing ~2 wrong|letters|numbers|symbols|garbage",
      "touchpad|trackpad ~3 wont click|doesnt click|hard to click|no hace click|no hace clic",
      "spacebar|space bar|key|keys|keycap|keycaps ~4 lifting|popped off|came off|fell off|loose|missing|broken off",
      "arrow|pointer|cursor|mouse ~5 wont move|doesnt move|not moving|stuck|frozen|jumps|jumping",
      "pad|mousepad|touch pad ~3 not working|doesnt work|wont work|nothing|dead|not responding",
      "teclado|teclas|mouse|raton|touchpad ~3 no funciona|no sirve|no responde|falla|fallan|no escribe|escribe mal",
    ],
  },
  {
    id: "keyboard-mention",
    base: 0.06,
    patterns: ["keyboard|keys|key|touchpad|trackpad|mouse|teclado|teclas|raton|arrow|pointer|cursor"],
  },
  {
    id: "printer",
    patterns: [
      "printer|printers|print|printing|prints|printed|scanner|scan|scanning|all in one printer|ink|toner|cartridge|epson|canon|brother|hp envy|hp officejet|officejet|deskjet|laserjet|impresora|imprime|imprimir|escaner",
      "print queue|print spooler|spooler|printer offline|offline printer",
    ],
  },
  {
    id: "peripheral",
    patterns: [
      "webcam|camera|headset|headphones|speakers|speaker|microphone|mic|docking station|dock|second monitor|external monitor|game controller|controller|usb hub|usb device|drawing tablet|wacom|label printer|barcode scanner|card reader",
      "not recognized|not recognised|device not recognized|not detected|unknown device|usb device not|doesnt recognize|wont recognize|no lo reconoce|no reconoce",
    ],
  },
  {
    id: "password-locked",
    patterns: [
      "forgot|forgotten|forget|dont remember|cant remember|lost|wrong|incorrect|reset ~3 password|pin|passcode|pass|login|log in|sign in|code|contrasena|clave",
      "locked out|lock out|locked me out|lockout|cant log in|cant login|cant sign in|cant get in|cant get into|wont let me in|wont let me log",
      "wont accept|doesnt accept|not accepting ~3 password|pin",
      "password|pin|passcode ~3 incorrect|wrong|not working|doesnt work|is incorrect|wont work|rejected",
      "bitlocker|recovery key|too many attempts|too many tries|account is locked|account locked",
      "olvide|no recuerdo|no me acuerdo ~3 contrasena|clave|pin|password",
      "changed|set|put ~2 the|a|my ~1 password|pin|passcode ~4 on|wont tell|forgot|and",
      "wont tell|will not tell ~4 password|pin|what it is|us|me",
      "password|pin|passcode ~6 cant remember|cannot remember|forgot|dont remember|cant recall|dont know",
      "still locked|locked with|activation lock|sellers account|previous owner|previous owners|sellers microsoft|locked to",
      "startup password|password i never set|never set a password|password we never set|asks for a password|asking for a password|password at startup|password on startup|none of us know|nobody knows|no one knows",
      "no puedo entrar|no me deja entrar",
      "cant get past|cannot get past|wont get past|cant get beyond|cant get by",
      "stuck at|stuck on ~3 login|log in|password|sign in|lock screen|pin screen|welcome screen",
      "dont know|do not know|dont have|never knew ~4 password|pin|passcode|what it is",
      "password|pin|passcode ~2 dont|doesnt|not|wont|stopped ~1 work|works|working|anymore",
    ],
  },
  {
    id: "data-lost",
    base: 0.02,
    patterns: [
      `deleted|formatted|wiped|erased|lost|overwrote|emptied|reset|reformatted|removed ~5 ${FILES}|everything|drive|card|usb|partition|recycle bin|trash|by accident|accidentally|by mistake`,
      "borre|borro|borramos|borraron|elimine|elimino|formatee|formateo|vacie|perdi ~6 fotos|archivos|datos|documentos|carpetas|carpeta|todo|papelera",
      "sin querer ~3 borre|elimine|formatee",
      `${FILES} ~6 deleted|gone|lost|disappeared|erased|wiped|vanished`,
      "accidentally ~3 deleted|formatted|wiped|erased|removed|reset",
      "emptied ~3 trash|recycle bin|bin|it",
      "dragged|moved|threw ~4 trash|recycle bin",
      "initialised|initialized|initialize|initialise ~3 wrong|disk|drive",
      "remove everything|reset this pc|factory reset|factory resetted|automatic reset|reset windows|reinstalled windows|reinstall windows|wiped the drive|wiped it clean",
      "wiped|erased|formatted|deleted ~3 d|e|f|drive|partition|disk|second drive",
      "cleaner|ccleaner|cleanup|clean up|cleaning app|cleaner app ~8 deleted|removed|wiped|erased|empty|gone",
      "folder|folders|documents|desktop|drive ~3 is empty|are empty|empty|shows empty|show up empty",
      "borre|borro|borraron|se borraron|formatee|formateo|perdi ~4 fotos|archivos|datos|documentos|todo",
    ],
  },
  {
    id: "wants-data",
    base: 0.02,
    patterns: [
      `get|getting|recover|recovering|recovery|restore|retrieve|rescue|salvage|pull|back ~4 ${FILES}`,
      "get them off|get it off|get those off|get these off|get everything off|todas las fotos|todas mis fotos|todos mis archivos|todos mis documentos|fotos de mis hijos",
      `${FILES} ~6 back|recovered|rescued|saved|off`,
      "not sure ~4 backed up|backed up anywhere",
      "need it back|need them back|want it back|want them back|need that back|need those back",
      "never set up a backup|never set up backups|no backups|dont have backups|please dont wipe|dont wipe it|dont erase|time machine was never",
      "not in onedrive|wasnt in onedrive|was not in onedrive|not in the cloud|wasnt backed up|was not backed up|werent backed up",
      `${FILES} ~3 are on it|were on it|on it|on there|in it|inside`,
      "need those files|need the files|need my files|need these files|need the photos|need my photos|need everything on it|need whats on it",
      "necesito ~3 archivos|fotos|documentos|tesis|informacion|datos",
      "vacation photos|holiday photos|family pictures|kids photos|grandkids",
      "be got back|be recovered|get them back|get it back|getting them back|bring them back|got them back|get those back|get these back|get everything back|get it all back|get them all back",
      "irreplaceable|important files|all my photos|family photos|wedding photos|baby pictures|baby photos|business records|tax records|only copy|no backup|not backed up|never backed up|dont have a backup|no back up|didnt back up|havent backed up",
      "recuperar*|rescatar*",
      "salvar ~4 fotos|archivos|datos|documentos|informacion|todo",
    ],
  },
  {
    id: "device-written-off",
    patterns: [
      "not worth fixing|not worth repairing|dont need it fixed|dont care about the|dont care if|dont need the laptop|dont need the computer|motherboard is dead|motherboard died|its dead anyway",
      "no me importa ~3 la laptop|la compu|la computadora|arreglarla|solo necesito|solo quiero",
    ],
  },
  {
    id: "data-priority",
    base: 0.005,
    patterns: [
      `just need my|just want my|only need my|only want my|only care about|all i care about|all i need is|all i need are|all i want is ~3 ${FILES}|contents|data|stuff`,
      `priority is|main concern is|most important is|what matters is ~4 ${FILES}|contents|data`,
      "contents of the ssd|contents of the drive|contents of the hard drive|whats on the drive|whats on the ssd|before anyone attempts|before anyone touches|before you repair",
    ],
  },
  {
    id: "drink-nearby",
    negatable: true,
    patterns: [`${DRINKS}|sippy cup|cup of|glass of|mug|bottle of|can of`],
  },
  {
    id: "external-drive",
    patterns: [
      "external ~2 drive|hard drive|disk|hdd|ssd",
      "seagate|western digital|wd|wd passport|my passport|wd elements|lacie|sandisk|toshiba canvio|disco externo",
      "usb drive|usb stick|usb key|flash drive|thumb drive|memory stick|pen drive|jump drive|sd card|memory card|micro sd|microsd|sd|memoria usb|pendrive|tarjeta sd",
    ],
  },
  {
    id: "drive-not-detected",
    patterns: [
      "drive|disk|hdd|ssd|disco|card ~4 not detected|not recognized|not recognised|not showing|doesnt show|wont show|not found|disappeared|missing|unallocated|raw|needs to be formatted|asks to format|you need to format|isnt showing|not showing up|doesnt show up|no aparece|no lo detecta",
      "bios ~4 doesnt see|does not see|cant see|no drive|no hard drive|not listed",
      "unallocated|raw partition|shows as raw|shows raw|is raw",
      "you need to format the disk|format the disk before|needs formatting|needs to be formatted|wants me to format|asks me to format",
      "insert a disk|insert disk|inserte un disco|inserte un disco en la unidad|please insert a disk",
      "shows up half the time|only shows up sometimes|shows up sometimes|comes and goes|disconnects and reconnects|keeps disconnecting|doesnt show up|wont show up|not showing up|stopped showing up|no longer shows up|doesnt appear|wont appear",
    ],
  },

  // Device.
  {
    id: "laptop",
    base: 0.45,
    patterns: [
      "laptop|laptops|notebook|chromebook|macbook|thinkpad|latitude|inspiron|pavilion|envy|ideapad|yoga|zenbook|vivobook|surface|xps|elitebook|probook|spectre|aspire|swift|nitro|predator|legion|omen|portatil|lap top|lid|touchpad|trackpad|zephyrus|tuf|rog",
    ],
  },
  {
    id: "desktop",
    base: 0.2,
    patterns: [
      "desktop|tower|gaming pc|gaming rig|custom pc|custom build|built it|i built|all in one|allinone|imac|workstation|optiplex|prodesk|elitedesk|computadora de escritorio|escritorio|cpu tower|rig|monitor",
    ],
  },
  {
    id: "old-device-words",
    base: 0.1,
    patterns: ["old|older|ancient|aging|ageing|outdated|dinosaur|vieja|viejo|antigua|antiguo"],
  },
  {
    id: "new-device-words",
    base: 0.1,
    negatable: true,
    patterns: ["brand new|new laptop|new computer|just bought|bought it last|few months old|nueva|nuevo|recien comprada"],
  },
];

/** Symptoms only the clue reader shows (the age in years, a temperature). */
export const CLUE_SYMPTOMS: readonly SymptomDef[] = [
  { id: "old-device", base: 0.12, patterns: [] },
  { id: "new-device", base: 0.08, patterns: [] },
];

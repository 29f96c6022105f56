export const es: Record<string, string> = {
  'mobile-legends':
    'El MOBA 5v5 para móviles: elige un héroe, forma equipo y avanza por las líneas en partidas de diez minutos. Los Diamantes desbloquean héroes, skins y el pase de batalla.',
  'free-fire':
    'Cincuenta jugadores caen en una isla remota y luchan durante diez minutos por ser el último en pie. Los Diamantes compran personajes, mascotas y el Pase Élite.',
  'pubg-mobile':
    'El battle royale original en el móvil: cien jugadores, un mapa, un ganador. Los UC pagan el Royale Pass, atuendos y acabados de armas.',
  'genshin-impact':
    'Un RPG de acción de mundo abierto por las siete naciones de Teyvat. Los Genesis Crystals se convierten en Primogems para gachapones y el pase de batalla.',
  roblox:
    'Un código digital de tarjeta regalo de Roblox, canjeable por Robux para gastar en artículos de avatar y experiencias. Se entrega por correo electrónico tras el pago.',
  valorant:
    'Un shooter táctico 5v5 basado en personajes, donde la puntería precisa se une a las habilidades únicas de cada agente. Los Valorant Points compran skins de armas y agentes.',
  'honor-of-kings':
    'El MOBA para móviles más jugado del mundo, con héroes sacados de la leyenda. Los Tokens compran héroes, skins y el Honor Pass.',
  'call-of-duty-mobile':
    'Los mapas multijugador clásicos de Call of Duty y un battle royale de 100 jugadores, hechos para el móvil. Los CP compran el pase de batalla, operadores y planos de armas.',
  'honkai-star-rail':
    'Un RPG por turnos de fantasía espacial a bordo del Expreso Astral. Los Oneiric Shards se convierten en Jade Estelar para saltos y el pase «Nameless Honor».',
  'steam-wallet':
    'Un código de Steam Wallet que añade saldo a una cuenta de Steam para juegos, DLC y objetos del juego. El código llega por correo electrónico tras el pago.',
  'google-play':
    'Un código regalo de Google Play para aplicaciones, juegos, compras integradas, libros y películas en Android. Canjéalo en Play Store.',
  'wild-rift':
    'League of Legends reconstruido para móviles: partidas 5v5 rápidas con controles de doble stick. Los Wild Cores compran campeones, skins y el Wild Pass.',
  'brawl-stars':
    'Combates por equipos rápidos de tres minutos con un elenco de brawlers, cada uno con su súper. Las Gemas compran el Brawl Pass, skins y brawlers.',
  'clash-of-clans':
    'Construye una aldea, entrena tropas y asalta las bases de otros jugadores con tu clan. Las Gemas aceleran a los constructores y compran el Pase de Oro.',
  'clash-royale':
    'Duelos de cartas en tiempo real: despliega tropas y hechizos para derribar la Torre del Rey rival. Las Gemas compran cofres, el Pass Royale y emotes.',
  'zenless-zone-zero':
    'Un elegante juego de acción de fantasía urbana ambientado en Nueva Eridu, abriéndote paso por las Cavidades. El Monochrome se convierte en Polychrome para búsquedas de señal.',
  'razer-gold':
    'Un PIN de Razer Gold que recarga un monedero de Razer Gold, aceptado en miles de juegos y que otorga Razer Silver con cada compra.',
  efootball:
    'Fútbol free-to-play con clubes con licencia y leyendas: forma un Dream Team y juega partidos en línea. Las Monedas fichan jugadores y compran packs.',
  'arena-breakout':
    'Un shooter de extracción exigente: asalta, saquea y sal con vida, o pierde todo lo que llevabas encima. Los Bonds compran equipo, el pase de batalla y cosméticos.',
  'love-and-deepspace':
    'Una aventura romántica de ciencia ficción en 3D: caza Errantes y conoce a los hombres de Linkon City. Los Diamantes compran Deseos del Espacio Profundo y el Aurum Pass.',
  'delta-force':
    'Combates a gran escala y operaciones de extracción por tierra, mar y aire. Los Delta Coins compran skins de operadores y el pase de combate.',
  'magic-chess-go-go':
    'Un auto battler de ocho jugadores con los héroes de Mobile Legends: crea sinergias, coloca tus piezas y sobrevive al resto de la partida. Los Diamantes compran comandantes y pases.',
  'teamfight-tactics':
    'El juego de estrategia por rondas de Riot: elige campeones, arma tu tablero y enfréntate a siete rivales. Los RP compran Pequeñas Leyendas, arenas y pases.',
  'stumble-guys':
    'Un juego de fiesta por eliminación para hasta 32 jugadores: corre, lánzate y tropieza por caóticas carreras de obstáculos. Las Gemas compran skins, emotes y el Stumble Pass.',
  'marvel-snap':
    'Un juego de cartas coleccionables rápido con héroes y villanos de Marvel; cada partida dura tres minutos. El Oro compra el Pase de Temporada y variantes.',
  'sausage-man':
    'Un battle royale de dibujos animados donde salchichas se lanzan a la isla, cogen armas y van de fiesta hasta la victoria. Los Caramelos compran atuendos y el Gala Pass.',
  'lords-mobile':
    'Un juego de estrategia en tiempo real de construcción de reinos, héroes y guerras de gremios. Los Diamantes aceleran la construcción y compran packs de héroes.',
  'ragnarok-x':
    'El clásico mundo de Ragnarok Online reconstruido como MMORPG para móviles, con profesiones, gremios y cacerías de MVP. Los Diamantes compran trajes y la tarjeta mensual.',
  'playstation-store':
    'Un código de PlayStation Store que añade saldo a un monedero de PlayStation Network para juegos, complementos y PlayStation Plus.',
  'garena-shells':
    'Las Garena Shells sirven para pagar objetos en los juegos y servicios de Garena en el Sudeste Asiático y Taiwán. El PIN del cupón se entrega por correo electrónico.',
  'ea-sports-fc-mobile':
    'Forma tu Ultimate Team con miles de jugadores, clubes y ligas con licencia, y juega cara a cara. Los FC Points compran sobres y el pase de temporada.',
  'top-eleven':
    'Dirige tu propio club de fútbol: ficha jugadores, define la táctica, entrena a la plantilla y juega partidos en directo contra otros mánagers. Los Tokens aceleran los entrenamientos y los traspasos.',
};

import type { LearnMoreText } from './learn-more-text.ts';

/** Daha Fazla Bilgi, Türkçe. */
export const LEARN_MORE_TR: LearnMoreText = {
  lang: 'tr',
  title: 'Daha fazla bilgi',
  intro: (
    <p>
      speechdeck, konuşmayla ilgili gündelik işleri tek bir yerde toplar: kayıtları metne dönüştürmek,
      kimin konuştuğunu bilmek, ne söylendiğini bulmak ve metni yeniden sese dönüştürmek. Her hizmetin
      kendi sayfası vardır; kullanmak için giriş yapmanız gerekir.
    </p>
  ),
  servicesHeading: 'Hizmetler ne yapar',
  services: [
    {
      name: 'Konuşma Tanıma',
      route: '/speech',
      text: 'Ses ve video dosyalarını her kelimenin zamanıyla birlikte metne döker; isteğe bağlı olarak noktalama ekler ve konuşmacıları ayırır. Uzun dosyalar arka planda işlenir; sonuç ASR çalışma alanınıza kaydedilir.',
    },
    {
      name: 'Tıbbi Terim Tanıma',
      route: '/med',
      text: 'Dikte edilen notlar ve muayeneler için tıbbi terimlere göre ayarlanmış konuşma tanıma. Bir belgeleme yardımcısıdır: sonucu her zaman kontrol edin.',
    },
    {
      name: 'Konuşma Sentezi',
      route: '/tts',
      text: 'Bir metni kurulu seslerden ve dillerden biriyle seslendirir. Sesi dinleyin, indirin ya da bir e-posta adresine gönderilmesini sağlayın.',
    },
    {
      name: 'Konuşmacı Kaydı',
      route: '/speaker/enroll',
      text: 'Bir kişinin sesini kısa bir kayıttan, seçtiğiniz adla kaydeder. Hizmet bunun ses izini hesabınızda saklar; istediğiniz zaman silebilirsiniz.',
    },
    {
      name: 'Konuşmacı Tanıma',
      route: '/speaker/identify',
      text: 'Bir kayıtta kaydettiğiniz konuşmacılardan hangisinin konuştuğunu söyler.',
    },
    {
      name: 'Konuşmacı Ayrıştırma ve Takip',
      route: '/speaker/analyzer',
      text: 'Bir konuşmada kimin ne zaman konuştuğunu bulur ve bir zaman çizelgesinde gösterir; takip, kaydettiğiniz konuşmacıları kayıt boyunca izler.',
    },
    {
      name: 'Anahtar Kelime Arama',
      route: '/kws',
      text: 'Kayıtlarda seçtiğiniz kelime ve ifadeleri bulur ve nerede geçtiklerini gösterir. Sonuçları Analiz Et bölümünde tüm sonuçlarınızı anahtar kelimeye, konuşmacıya, cümleye veya dosyaya göre de arayabilirsiniz.',
    },
    {
      name: 'Ses Klonlama',
      route: '/vc',
      text: 'Bir metni kaydettiğiniz bir konuşmacının sesine benzeyen bir sesle okur. Yalnızca o kişinin rızasıyla kullanın.',
    },
    {
      name: 'Yapay Zekâ ile Sohbet',
      route: '/chat',
      text: 'Kendi kayıtlarınız hakkında bir yapay zekâ asistanına soru sorun: dökümleri ekleyin ya da onları aramasına izin verin; yanıtları dosya ve zamanı kaynak gösterir, her kaynak o anı çalar. İşleten kuruluş bir dil modeli bağladığında kullanılabilir.',
    },
    {
      name: 'Varlık İsmi Tanıma',
      route: '/namerecognition',
      text: 'Bir metinde veya dökümde kişi, yer ve kurum adlarını, tarihleri ve tutarları Türkçe ve İngilizce olarak işaretler.',
    },
    {
      name: 'Çeviri',
      route: '/mt',
      text: 'Metinleri ve dökümleri sunucuda kurulu dil çiftleri arasında çevirir.',
    },
    {
      name: 'Ayırıcı',
      route: '/splitter',
      text: 'Stereo bir çağrı kaydını her kanal için bir mono dosyaya böler; böylece arayan ve temsilci ayrı ayrı yazıya dökülebilir.',
    },
    {
      name: 'ASR Çalışma Alanı',
      route: '/asr-workspace',
      text: 'Tanıma sonuçlarınızın kişisel arşivi: sesi dökümüyle birlikte dinleyin, metni düzeltin, arayın, altyazı (SRT) olarak dışa aktarın ve artık gerekmeyenleri silin.',
    },
    {
      name: 'Canlı Çalışma Alanı',
      route: '/relworkspace',
      text: 'Mikrofona konuşun, söyledikleriniz siz konuşurken yazıya dökülsün; durdurduğunuzda oturum sesiyle birlikte ASR Çalışma Alanınıza kaydedilir.',
    },
  ],
  offlineHeading: 'Konuşma tanıma çevrimdışı nasıl çalışır',
  offlineIntro: (
    <p>
      Varsayılan kurulumda konuşma tanıma için internet bağlantısı veya bulut hizmeti gerekmez. Bir dosya
      gönderdiğinizde sunucu şunları yapar:
    </p>
  ),
  offlineSteps: [
    <>
      <strong>Çözümleme.</strong> <code>ffmpeg</code> dosyayı, biçimi ne olursa olsun (MP3, WAV, OGG, MP4
      ve diğerlerinin çoğu) okur ve sesini tanıyıcının beklediği 16 kHz, mono, 16 bit WAV biçimine
      dönüştürür. Stereo bir çağrı kaydından tek bir kanal alınabilir.
    </>,
    <>
      <strong>Konuşmanın bulunması.</strong> Ses etkinliği algılama, kaydı konuşma parçalarına ayırır ve
      aradaki sessizliği atlar.
    </>,
    <>
      <strong>Tanıma.</strong> CMU Sphinx projesinin küçük ve hızlı tanıyıcısı <code>pocketsphinx</code>,
      her parçayı sunucuda kurulu bir akustik model, bir telaffuz sözlüğü ve bir dil modeliyle çözer ve
      kelimeleri başlangıç ve bitiş zamanlarıyla üretir.
    </>,
    <>
      <strong>Konuşmacılar.</strong> Konuşmacı ayrımı istediyseniz her bölümün ses özellikleri
      konuşmacılara göre gruplanır ya da kaydettiğiniz konuşmacılarla karşılaştırılır.
    </>,
    <>
      <strong>Kaydetme.</strong> Sonuç ASR çalışma alanınıza kaydedilir ve arama için dizinlenir. İş
      sürerken sayfa ilerlemeyi gösterir; sunucu yeniden başlasa bile hiçbir şey kaybolmaz.
    </>,
  ],
  offlineNote: (
    <p>
      pocketsphinx sıradan bir işlemcide çalışır, ancak büyük sinir ağı modellerinden daha az isabetlidir:
      özellikle gürültülü kayıtlarda bazı kelimeleri düzeltmeniz gerekebilir. Varsayılan kurulum
      İngilizceyi tanır; diğer diller ve daha yüksek doğruluk için işleten kuruluş bir döküm sunucusu
      (OpenAI uyumlu döküm API’si sunan herhangi bir sunucu, örneğin bir Whisper sunucusu) bağlayabilir.
    </p>
  ),
  privacyHeading: 'Gizlilik',
  privacy: (
    <p>
      Kayıtlarınız, dökümleriniz ve ses izleriniz bu kurulumun Türkiye’de bulunan sunucularında,
      yalnızca sizin hesabınızda saklanır; diğer kullanıcılar bunları göremez ve model eğitmek için
      kullanılmazlar. Bir sonucu çalışma alanınızdan, bir konuşmacıyı kayıt sayfasından silebilirsiniz;
      hesabınızı silmek her şeyi siler. Ayrıntılar <a href="#/privacypolicy">Gizlilik Bildiriminde</a>{' '}
      açıklanır.
    </p>
  ),
  selfHostingHeading: 'Kendi sunucunuzda çalıştırma',
  selfHosting: (
    <p>
      speechdeck kendi sunucunuzda çalışmak üzere tasarlanmıştır: Node.js 20 kurulu tek bir Debian 12
      makinesi yeterlidir. Bir kurulum betiği ffmpeg, sox, pocketsphinx ve espeak-ng’yi Debian’dan, diğer
      bağımlılıkları da paket yöneticisinden kurar. Hesaplar, sonuçlar ve arama dizini tek bir SQLite
      dosyasında, kayıtlar bir veri klasöründe tutulur; e-postalar SMTP sunucunuz üzerinden ya da SMTP
      yoksa bir giden kutusu klasörüne gider. Bir komut satırı istemcisi kayıt klasörlerini toplu olarak
      işler ve her hizmet bir eklentidir; böylece yenisi, geri kalanı değiştirmeden eklenebilir.
    </p>
  ),
};

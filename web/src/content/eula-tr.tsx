import type { LegalDocumentContent } from './legal-document.tsx';

/** Son Kullanıcı Lisans Sözleşmesi, Türkçe. */
export const EULA_TR: LegalDocumentContent = {
  lang: 'tr',
  title: 'Son Kullanıcı Lisans Sözleşmesi',
  date: { label: 'Son güncelleme:', text: '9 Ağustos 2024', iso: '2024-08-09' },
  intro: (
    <p>
      Bu Son Kullanıcı Lisans Sözleşmesi (“Sözleşme”), sizinle bu speechdeck kurulumunu işleten kuruluş
      (“Lisans Veren”, “biz”) arasında yapılan bir sözleşmedir. speechdeck web istemcisinin, mobil
      uygulamalarının ve bunlar aracılığıyla erişilen konuşma hizmetlerinin (birlikte “Lisanslı
      Uygulama”) kullanımını düzenler. Hesap oluşturarak veya Lisanslı Uygulamayı kullanarak bu
      Sözleşmeyi kabul etmiş olursunuz. Kabul etmiyorsanız Lisanslı Uygulamayı kullanmayınız.
    </p>
  ),
  sections: [
    {
      title: 'Lisanslı Uygulama',
      body: (
        <>
          <p>
            speechdeck, yapay zekâ destekli konuşma hizmetleri sunan bir platformdur. Lisans Verenin
            etkinleştirdiği hizmetlere bağlı olarak kayıtlı kullanıcılar şunları yapabilir:
          </p>
          <ul>
            <li>konuşmayı metne dönüştürmek (isteğe bağlı konuşmacı ayrımı ve tıbbi terim tanıma dâhil);</li>
            <li>metinden konuşma sentezlemek ve örnek kayıtlardan ses oluşturmak (ses klonlama);</li>
            <li>konuşmacı kaydetmek, kayıtlarda konuşmacıları tanımak, konuşmacı ayrıştırma ve takibi yapmak;</li>
            <li>anahtar kelime aramak, özel adları tanımak, metin çevirmek ve bir yapay zekâ asistanıyla sohbet etmek;</li>
            <li>stereo çağrı kayıtlarını her kanal için ayrı bir kayda bölmek;</li>
            <li>sonuçları kişisel ASR çalışma alanında saklamak, aramak, düzenlemek ve dışa aktarmak.</li>
          </ul>
          <p>
            Lisanslı Uygulama size satılmaz; yalnızca bu Sözleşmenin koşulları çerçevesinde kullanım
            lisansı verilir.
          </p>
        </>
      ),
    },
    {
      title: 'Lisansın kapsamı',
      body: (
        <>
          <p>
            Lisans Veren size, Lisanslı Uygulamayı hesabınızın ve Lisans Verenle anlaştığınız planın
            sınırları içinde, kendi hukuka uygun amaçlarınız için kullanmanız üzere kişisel, münhasır
            olmayan, devredilemeyen ve geri alınabilir bir lisans verir.
          </p>
          <p>
            Ayrı bir lisansla sunulmadıkça, Lisans Verenin sağladığı ve Lisanslı Uygulamanın yerine geçen
            veya onu tamamlayan güncellemeler de bu lisansa tabidir.
          </p>
        </>
      ),
    },
    {
      title: 'Kısıtlamalar',
      body: (
        <>
          <p>Kanun veya bir bileşenin açık kaynak lisansı açıkça izin vermedikçe şunları yapamazsınız:</p>
          <ul>
            <li>Lisanslı Uygulamayı satmak, kiralamak, ödünç vermek, alt lisanslamak veya üçüncü kişilerin kullanımına sunmak;</li>
            <li>kopyalamak, değiştirmek, kaynak koda veya modellere ulaşmak için tersine mühendislik yapmak;</li>
            <li>erişim denetimlerini, kullanım sınırlarını veya kullanıcı verileri arasındaki ayrımı aşmaya çalışmak;</li>
            <li>
              komut satırı istemcisi veya API üzerinden Lisans Verenin belirlediği sınırlar dışında, hizmeti
              başkaları için yavaşlatacak hacimde otomatik istek göndermek;
            </li>
            <li>telif hakkı bildirimlerini veya diğer mülkiyet işaretlerini kaldırmak.</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Teknik gereksinimler',
      body: (
        <>
          <p>
            Lisanslı Uygulama, üzerinde çalıştığı veya birlikte kullanıldığı her cihazda (örneğin cep
            telefonu, kayıt cihazı veya sunucu donanımı) 1.0.0 veya daha yüksek bir donanım yazılımı
            (firmware) sürümü gerektirir. Web istemcisi, JavaScript’i etkin, yaygın bir web tarayıcısının
            güncel sürümünü gerektirir.
          </p>
          <p>
            Lisans Veren, Lisanslı Uygulamayı yeni donanım yazılımı ve tarayıcı sürümleriyle uyumlu
            tutmaya çalışır ancak bununla yükümlü değildir. Cihazınızı güncel tutmak sizin
            sorumluluğunuzdadır. Desteklenmeyen bir cihaz veya donanım yazılımıyla kullanım riski size
            aittir.
          </p>
        </>
      ),
    },
    {
      title: 'Hesaplar',
      body: (
        <>
          <p>
            Konuşma hizmetlerini kullanmak için bir hesap gerekir. Kayıt olurken doğru bilgi vermeli,
            e-posta adresinizi doğrulamalı, parolanızı gizli tutmalı ve hesabınızın başkası tarafından
            kullanıldığını düşünüyorsanız Lisans Vereni gecikmeden bilgilendirmelisiniz.
          </p>
          <p>
            Hizmetler 18 yaş ve üzeri kullanıcılar içindir. Reşit olmayanlar hizmetleri yalnızca ebeveyn
            veya yasal vasilerinin onayıyla, Gizlilik Bildiriminde açıklandığı şekilde kullanabilir.
          </p>
        </>
      ),
    },
    {
      title: 'İçeriğiniz',
      body: (
        <>
          <p>
            “İçeriğiniz”; yüklediğiniz veya kaydettiğiniz ses ve video dosyaları, girdiğiniz metinler ve
            sizin için üretilen sonuçlar demektir: dökümler, altyazılar, konuşmacı adları ve ses izleri,
            anahtar kelime eşleşmeleri, özel adlar, çeviriler, sentezlenen sesler ve sohbet mesajları.
          </p>
          <p>
            İçeriğiniz üzerindeki tüm haklar size aittir. Lisans Verene yalnızca, hesabınızda tutulduğu
            süre boyunca hizmetlerin çalışması için içeriğinizi sizin adınıza saklama ve işleme hakkı
            verirsiniz. Lisans Veren içeriğinizi model eğitmek için kullanmaz, satmaz ve diğer
            kullanıcılara göstermez.
          </p>
          <p>
            İçeriğinizden siz sorumlusunuz ve onu yüklemek ve işlemek için gerekli haklara sahip
            olduğunuzu kabul edersiniz.
          </p>
        </>
      ),
    },
    {
      title: 'Başkalarının kayıtları, konuşmacı kaydı ve ses klonlama',
      body: (
        <>
          <p>
            Kayıtlarda çoğu zaman başka kişilerin sesleri de bulunur. Bir kaydı yüklemeden, bir
            konuşmacıyı kaydetmeden veya bir sesi klonlamadan önce, size uygulanan hukuka göre buna
            yetkili olduğunuzdan emin olmalısınız; özellikle:
          </p>
          <ul>
            <li>kanunun gerektirdiği durumlarda kaydedilen kişilerin kayıttan haberdar edildiğinden veya onay verdiğinden;</li>
            <li>
              ses izi kaydettiğiniz veya sesini klonladığınız her kişinin açık rızasını aldığınızdan (ses izi
              biyometrik veridir);
            </li>
            <li>
              klonlanmış veya sentezlenmiş bir sesi hiçbir zaman birinin kimliğine bürünmek, aldatmak ya da
              erişim, para veya bilgi elde etmek için kullanmadığınızdan.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Kabul edilebilir kullanım',
      body: (
        <>
          <p>Lisanslı Uygulamayı şu nitelikteki içerikleri oluşturmak, işlemek veya yaymak için kullanamazsınız:</p>
          <ul>
            <li>hukuka aykırı, karalayıcı, taciz edici, tehdit içeren veya nefret söylemi barındıran içerikler;</li>
            <li>çocukları herhangi bir biçimde cinsel olarak istismar eden veya tehlikeye atan içerikler (Çocuk Güvenliği Standartları Beyanına bakınız);</li>
            <li>başkasının telif, gizlilik veya kişilik haklarını ihlal eden içerikler;</li>
            <li>kötü amaçlı yazılım içeren veya hizmete ya da başka sistemlere saldırmak için tasarlanmış içerikler.</li>
          </ul>
          <p>
            Lisans Veren bu tür içerikleri kaldırabilir, ilgili hesabı askıya alabilir ve kanunun
            gerektirdiği durumlarda yetkili makamları bilgilendirebilir.
          </p>
        </>
      ),
    },
    {
      title: 'Verilerin kullanımı ve sunucu konumu',
      body: (
        <>
          <p>
            Lisans Veren kişisel verileri, bu Sözleşmenin parçası olan Gizlilik Bildiriminde açıklandığı
            şekilde işler. Bu kurulumun sunucuları Türkiye’dedir; içeriğiniz orada saklanır ve işlenir.
          </p>
          <p>
            Konuşma motorları bu sunucularda çalışır. Lisans Veren bir hizmete harici bir sağlayıcı
            bağlarsa (örneğin bir sohbet modeli veya çeviri sunucusu), o sağlayıcıya nelerin
            gönderildiğini Gizlilik Bildirimi açıklar.
          </p>
        </>
      ),
    },
    {
      title: 'Sonuçların doğruluğu',
      body: (
        <>
          <p>
            Konuşma tanıma, konuşmacı tanıma, konuşmacı ayrıştırma, anahtar kelime arama, özel ad tanıma
            ve çeviri istatistiksel süreçlerdir ve hata yapabilir. Sonuçlar kayıt kalitesine, dile,
            aksana ve arka plan gürültüsüne bağlıdır.
          </p>
          <p>
            Sonuçlara güvenmeden önce onları kontrol ediniz. Özellikle tıbbi terim tanıma bir
            belgeleme yardımcısıdır, tıbbi cihaz değildir ve bir teşhis veya tedavinin tek dayanağı
            olamaz. Konuşmacı tanıma tek başına hukuki, mali veya disiplin konularında bir kişinin
            kimliğini belirlemek için kullanılamaz.
          </p>
        </>
      ),
    },
    {
      title: 'Bakım ve destek',
      body: (
        <p>
          Lisanslı Uygulamanın bakım ve desteğinden, sizinle anlaşılan koşullar çerçevesinde yalnızca
          Lisans Veren sorumludur. Uygulama mağazası işletmecilerinin bakım veya destek sağlama yükümlülüğü
          yoktur. Lisans Veren bakım için hizmeti, tercihen önceden duyurarak, geçici olarak durdurabilir.
        </p>
      ),
    },
    {
      title: 'Üçüncü taraf ve açık kaynak bileşenler',
      body: (
        <p>
          Lisanslı Uygulama, kendi lisanslarına tabi açık kaynak yazılımlar içerir ve çalıştırır; örneğin
          medya çözümleme için ffmpeg, çevrimdışı konuşma tanıma için pocketsphinx ve konuşma sentezi için
          espeak-ng (ayrı programlar olarak çalıştırılır). Bu Sözleşmedeki hiçbir hüküm, o lisanslardan
          doğan haklarınızı sınırlamaz. Bileşenlerin ve lisanslarının listesi Lisans Verenden edinilebilir.
        </p>
      ),
    },
    {
      title: 'Fikri mülkiyet',
      body: (
        <p>
          Lisanslı Uygulama, tasarımı, metinleri, logoları ve kodu (açık kaynak bileşenler ve içeriğiniz
          hariç) fikri mülkiyet hukukuyla korunur ve Lisans Verene veya lisans verenlerine aittir. Bu
          Sözleşme, 2. bölümdeki lisans dışında size bunlar üzerinde hiçbir hak tanımaz.
        </p>
      ),
    },
    {
      title: 'Garanti',
      body: (
        <>
          <p>
            Lisans Veren, Lisanslı Uygulamanın indirme veya ilk kullanım anında casus yazılım, truva atı,
            virüs ve diğer kötü amaçlı yazılımlardan arınmış olduğunu ve belgelerinde açıklandığı gibi
            esas itibarıyla çalıştığını garanti eder.
          </p>
          <p>
            Lisanslı Uygulamanın açıklandığı gibi çalışmadığını fark ederseniz, bu ayıbı satın alma
            tarihinden itibaren otuz (30) gün içinde Lisans Verene bildirmelisiniz. Bu süreden sonra o
            ayıba ilişkin garanti talepleri kabul edilmez. Lisans Veren ayıbı giderir; makul çabayla
            giderilemiyorsa etkilenen dönem için ödenen bedeli iade eder.
          </p>
          <p>
            Yetkisiz değişikliklerden, 4. bölümü karşılamayan cihazlarda kullanımdan veya kötüye
            kullanımdan kaynaklanan ayıplar garanti kapsamında değildir. Tüketicinin kanundan doğan
            zorunlu hakları saklıdır.
          </p>
        </>
      ),
    },
    {
      title: 'Sorumluluğun sınırlandırılması',
      body: (
        <>
          <p>
            Lisans Veren kast ve ağır ihmalden, hayata, vücut bütünlüğüne veya sağlığa verilen
            zararlardan sınırsız sorumludur. Hafif ihmal hâlinde yalnızca temel sözleşme
            yükümlülüklerinin ihlalinden ve bu tür bir hizmet için tipik ve öngörülebilir zararla sınırlı
            olarak sorumludur.
          </p>
          <p>
            Sizin için önemli olan kayıt ve sonuçların kopyalarını saklamak sizin sorumluluğunuzdadır.
            Lisans Veren, sizin makul bir yedeklemenizle önlenebilecek veri kayıplarından sorumlu
            değildir.
          </p>
        </>
      ),
    },
    {
      title: 'Mevzuata uyum',
      body: (
        <p>
          Lisanslı Uygulamanın kullanımını yasaklayan bir hükümet ambargosuna tabi bir ülkede
          bulunmadığınızı ve herhangi bir resmî yasaklı veya kısıtlı kişiler listesinde yer almadığınızı
          beyan edersiniz.
        </p>
      ),
    },
    {
      title: 'Süre ve fesih',
      body: (
        <>
          <p>
            Bu Sözleşme siz veya Lisans Veren tarafından sona erdirilene kadar geçerlidir. Hesabınızı
            silerek Sözleşmeyi istediğiniz zaman sona erdirebilirsiniz. Lisans Veren, Sözleşmeyi özellikle
            7. ve 8. bölümler bakımından ciddi biçimde ihlal etmeniz hâlinde feshedebilir veya hesabınızı
            askıya alabilir.
          </p>
          <p>
            Sözleşme sona erdiğinde Lisanslı Uygulamayı kullanmayı bırakmalısınız. İçeriğiniz, kanunen
            saklanması gerekmedikçe Gizlilik Bildiriminde açıklandığı şekilde silinir.
          </p>
        </>
      ),
    },
    {
      title: 'Uygulanacak hukuk ve uygulama mağazaları',
      body: (
        <>
          <p>
            Bu Sözleşme, kanunlar ihtilafı kuralları dikkate alınmaksızın Türkiye Cumhuriyeti hukukuna
            tabidir. Yaşadığınız ülkenin zorunlu tüketici koruma hükümleri saklıdır.
          </p>
          <p>
            Bir mobil uygulamayı bir uygulama mağazasından edindiyseniz o mağazanın kullanım koşullarına da
            uymalısınız. Uygulama mağazası işletmecisi ve bağlı şirketleri bu Sözleşmenin lehine hak
            doğan üçüncü kişileridir ve Sözleşmeyi size karşı uygulayabilir.
          </p>
        </>
      ),
    },
    {
      title: 'Değişiklikler ve iletişim',
      body: (
        <>
          <p>
            Lisans Veren bu Sözleşmeyi yeni hizmetler veya mevzuat değişiklikleri gibi haklı nedenlerle
            değiştirebilir. Önemli değişiklikler yürürlüğe girmeden önce size bildirilir; sayfanın
            başındaki tarih geçerli sürümü gösterir. Bir hüküm geçersiz olursa Sözleşmenin geri kalanı
            yürürlükte kalır.
          </p>
          <p>Bu Sözleşmeyle ilgili sorular için iletişim bilgileri bu kurulumu işleten kuruluş tarafından belirlenir.</p>
        </>
      ),
    },
  ],
};
